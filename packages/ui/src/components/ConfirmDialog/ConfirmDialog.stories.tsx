import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { viewportScreenshot } from '../../stories/parameters.ts';
import { Alert } from '../Alert/Alert.tsx';
import { Button, buttonClassName } from '../Button/Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { screenshot: viewportScreenshot },
  args: {
    title: 'Reject this batch?',
    description: 'The creator is notified and the batch returns to draft. This cannot be undone.',
    confirmLabel: 'Reject batch',
    destructive: true,
    onConfirm: fn(),
    trigger: <Button variant="destructive">Reject</Button>,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Reject this batch?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject batch' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: {
    defaultOpen: true,
    loading: true,
    title: 'Approve 42 commissions?',
    description: 'They will be paid in the next payroll.',
    confirmLabel: 'Approve',
    destructive: false,
  },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeDisabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

// A change the server refused because the sign-in is too old: the dialog stays open and offers to sign in again.
export const WithSignInAgain: Story = {
  args: {
    defaultOpen: true,
    title: 'Reset two-step sign-in for Elena Rivera?',
    description:
      'The authenticator app and the recovery codes of Elena Rivera stop working at once. If two-step sign-in is required of them, they set it up again the next time they sign in.',
    confirmLabel: 'Reset two-step sign-in',
    children: (
      <Alert
        tone="caution"
        title="Sign in again to make this change"
        action={
          <a className={buttonClassName('default', 'sm')} href="#sign-in-again">
            Sign in again
          </a>
        }
      >
        Changing how people sign in needs a sign-in from the last five minutes. Nothing was changed.
      </Alert>
    ),
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Reset two-step sign-in for Elena Rivera?',
    });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Sign in again to make this change');
    await expect(within(dialog).getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '#sign-in-again');
  },
};
