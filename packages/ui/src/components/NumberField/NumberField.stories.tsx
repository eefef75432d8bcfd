import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Quantity', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { defaultValue: 12, showStepper: true } };

export const CurrencyInCents: Story = {
  args: { label: 'Manual total', kind: 'currency', defaultValue: 123_456 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Manual total' });
    await expect(input).toHaveValue('$1,234.56');
    await userEvent.clear(input);
    await userEvent.type(input, '2500.5');
    await userEvent.tab();
    await expect(input).toHaveValue('$2,500.50');
    await expect(args.onChange).toHaveBeenLastCalledWith(250_050);
  },
};

export const PercentWithTwoDecimals: Story = {
  args: { label: 'Commission rate', kind: 'percent', defaultValue: 12.5 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Commission rate' });
    await expect(input).toHaveValue('12.50%');
    await userEvent.clear(input);
    await userEvent.type(input, '7.25');
    await userEvent.tab();
    await expect(input).toHaveValue('7.25%');
    await expect(args.onChange).toHaveBeenLastCalledWith(7.25);
  },
};

export const Invalid: Story = {
  args: { label: 'Debt', kind: 'currency', defaultValue: -500, errorMessage: 'The debt cannot be negative.' },
};

export const Disabled: Story = {
  args: { label: 'Remaining balance', kind: 'currency', defaultValue: 98_000, disabled: true },
};
