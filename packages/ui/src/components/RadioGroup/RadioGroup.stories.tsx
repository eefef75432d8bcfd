import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from './RadioGroup.tsx';

const splitTypes = [
  { value: 'equal', label: 'Equal' },
  { value: 'hours-based', label: 'Hours-based' },
  { value: 'custom-amount', label: 'Custom amount' },
  { value: 'custom-percentage', label: 'Custom percentage', disabled: true },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Split type', options: splitTypes, defaultValue: 'equal', onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Hours-based' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('hours-based');
    await expect(canvas.getByRole('radio', { name: 'Hours-based' })).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', description: 'How the pool is shared among the shift.' },
};

export const Invalid: Story = { args: { defaultValue: undefined, errorMessage: 'Choose how the tips are split.' } };

export const Disabled: Story = { args: { disabled: true } };
