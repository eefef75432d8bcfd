import { TOAST_SWIPE_THRESHOLD_PX } from '@cuadre/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Toaster, useToast, type ToastOptions } from './Toast.tsx';

function Trigger({ label, options }: { label: string; options: ToastOptions }) {
  const { toast } = useToast();
  return (
    <Button variant="outline" onClick={() => toast(options)}>
      {label}
    </Button>
  );
}

function Demo() {
  return (
    <Toaster>
      <div style={{ display: 'flex', gap: 8 }}>
        <Trigger
          label="Save batch"
          options={{ title: 'Batch saved', description: 'Draft batch for Nov 1 – Nov 15 saved.' }}
        />
        <Trigger
          label="Approve batch"
          options={{ variant: 'success', title: 'Batch approved', description: '42 commissions approved for payment.' }}
        />
        <Trigger
          label="Fail upload"
          options={{
            variant: 'destructive',
            title: 'Upload failed',
            description: 'Row 12: worker 10442 does not exist.',
          }}
        />
      </div>
    </Toaster>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Demo,
  parameters: { screenshot: { target: 'viewport' } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save batch' }));
    await expect(await body().findByText('Batch saved')).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve batch' }));
    await expect(await body().findByText('Batch approved')).toBeVisible();
  },
};

export const Destructive: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fail upload' }));
    await expect(await body().findByText('Upload failed')).toBeVisible();
  },
};

export const NewToastReplacesTheVisibleOne: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save batch' }));
    await body().findByText('Batch saved');
    await userEvent.click(canvas.getByRole('button', { name: 'Approve batch' }));
    await expect(await body().findByText('Batch approved')).toBeVisible();
    await expect(body().queryByText('Batch saved')).toBeNull();
    await expect(document.querySelectorAll('li[data-variant]')).toHaveLength(1);
  },
};

export const SwipeRightDismisses: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save batch' }));
    const toast = (await body().findByText('Batch saved')).closest('li');
    if (!toast) throw new Error('toast not rendered as a list item');
    const { left, top } = toast.getBoundingClientRect();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: toast, coords: { clientX: left + 20, clientY: top + 20 } },
      { target: toast, coords: { clientX: left + 45, clientY: top + 20 } },
      { target: toast, coords: { clientX: left + 90, clientY: top + 20 } },
      { keys: '[/MouseLeft]', target: toast, coords: { clientX: left + 90, clientY: top + 20 } },
    ]);
    await waitFor(() => expect(body().queryByText('Batch saved')).toBeNull());
  },
};

// §9: the threshold itself is far enough; the domain's isSwipeDismiss decides, not the primitive's own comparison.
export const SwipeOfExactlyTheThresholdDismisses: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save batch' }));
    const toast = (await body().findByText('Batch saved')).closest('li');
    if (!toast) throw new Error('toast not rendered as a list item');
    const { left, top } = toast.getBoundingClientRect();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: toast, coords: { clientX: left + 20, clientY: top + 20 } },
      { target: toast, coords: { clientX: left + 45, clientY: top + 20 } },
      { target: toast, coords: { clientX: left + 20 + TOAST_SWIPE_THRESHOLD_PX, clientY: top + 20 } },
      {
        keys: '[/MouseLeft]',
        target: toast,
        coords: { clientX: left + 20 + TOAST_SWIPE_THRESHOLD_PX, clientY: top + 20 },
      },
    ]);
    await waitFor(() => expect(body().queryByText('Batch saved')).toBeNull());
  },
};

export const ShortSwipeKeepsTheToast: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save batch' }));
    const toast = (await body().findByText('Batch saved')).closest('li');
    if (!toast) throw new Error('toast not rendered as a list item');
    const { left, top } = toast.getBoundingClientRect();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: toast, coords: { clientX: left + 20, clientY: top + 20 } },
      { target: toast, coords: { clientX: left + 40, clientY: top + 20 } },
      { keys: '[/MouseLeft]', target: toast, coords: { clientX: left + 40, clientY: top + 20 } },
    ]);
    await expect(toast).toHaveAttribute('data-state', 'open');
  },
};

export const AnnouncedToScreenReaders: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve batch' }));
    await body().findByText('Batch approved');
    await expect(body().getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    // The page may hold other live regions (react-aria keeps one for its own announcements): one of them says it.
    await waitFor(() =>
      expect([...document.querySelectorAll('[aria-live]')].map((region) => region.textContent).join('\n')).toContain(
        'Batch approved',
      ),
    );
  },
};
