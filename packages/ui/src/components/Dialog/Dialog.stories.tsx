import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { viewportScreenshot } from '../../stories/parameters.ts';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Dialog, DialogClose } from './Dialog.tsx';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  parameters: { screenshot: viewportScreenshot },
  args: {
    title: 'Edit batch notes',
    description: 'Notes are visible to the approver.',
    trigger: <Button variant="outline">Edit notes</Button>,
    children: <TextField label="Notes" multiline defaultValue="Adjusted the service department tiers." />,
    footer: (
      <>
        <DialogClose>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button>Save notes</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit notes' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Edit batch notes' });
    await expect(dialog).toHaveAccessibleDescription('Notes are visible to the approver.');
    await expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveFocus();
  },
};

export const ClosesWithEscapeAndReturnsFocus: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit notes' });
    await userEvent.click(trigger);
    await within(document.body).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

export const Small: Story = {
  args: {
    size: 'small',
    defaultOpen: true,
    title: 'Rename group',
    description: undefined,
    children: <TextField label="Name" defaultValue="Banquets" />,
  },
};
