import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { viewportScreenshot } from '../../stories/parameters.ts';
import { Button } from '../Button/Button.tsx';
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
  args: { defaultOpen: true, loading: true, title: 'Approve 42 commissions?', description: 'They will be paid in the next payroll.', confirmLabel: 'Approve', destructive: false },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeDisabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
