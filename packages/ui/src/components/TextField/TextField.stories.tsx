import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Batch notes', placeholder: 'Add a note for the approver', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Batch notes' }), 'Q4');
    await expect(args.onChange).toHaveBeenLastCalledWith('Q4');
  },
};

export const WithDescription: Story = {
  args: { label: 'E-mail', type: 'email', defaultValue: 'ewa@isla.example', description: 'Receipts are sent here.' },
};

export const Invalid: Story = {
  args: {
    label: 'E-mail',
    type: 'email',
    defaultValue: 'ewa@',
    errorMessage: 'Enter an e-mail address such as name@company.com.',
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Locked after approval' } };

export const Multiline: Story = {
  args: { multiline: true, defaultValue: 'Adjusted tiers for the service department.' },
};
