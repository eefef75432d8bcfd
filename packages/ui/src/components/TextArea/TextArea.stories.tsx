import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Reason for rejection', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'Tell the creator what to change' },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Reason for rejection' });
    await userEvent.type(field, 'Tier 2 rates{Enter}do not match the plan.');
    await expect(field).toHaveValue('Tier 2 rates\ndo not match the plan.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Tier 2 rates\ndo not match the plan.');
  },
};

export const WithDescription: Story = {
  args: {
    description: 'The batch creator sees this note with the batch.',
    defaultValue: 'Commission for the service department uses last month’s tiers.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Reason for rejection' })).toHaveAccessibleDescription(
      'The batch creator sees this note with the batch.',
    );
  },
};

export const Invalid: Story = {
  args: { required: true, errorMessage: 'Say why the batch is rejected.' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Reason for rejection' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Say why the batch is rejected.');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Locked after approval.' } };

export const TallerWithRows: Story = { args: { rows: 6, defaultValue: 'Six visible lines.' } };
