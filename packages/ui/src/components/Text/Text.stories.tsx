import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Text, textSizes, textTones, textWeights } from './Text.tsx';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: { children: 'Tips are paid out with the next payroll run.' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { as: 'p', size: 'large', weight: 'semibold', tone: 'primary' } };

export const Sizes: Story = {
  render: (args) => (
    <Stack space="xsmall">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};

export const Weights: Story = {
  render: (args) => (
    <Stack space="xsmall">
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          {weight}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack space="xsmall">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};

export const NumericAmounts: Story = {
  render: () => (
    <Stack space="xxsmall" align="right" className="amounts">
      {['$1,111.11', '$88,000.00', '$404.70'].map((amount) => (
        <Text key={amount} numeric>
          {amount}
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('$1,111.11')).fontVariantNumeric).toBe('tabular-nums');
  },
};

export const Truncated: Story = {
  args: {
    truncate: true,
    title: 'Isla Restaurant Group — Condado, San Juan — Servers and bartenders',
    children: 'Isla Restaurant Group — Condado, San Juan — Servers and bartenders',
  },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Isla Restaurant Group/);
    await expect(getComputedStyle(text).textOverflow).toBe('ellipsis');
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
  },
};

export const AsLabel: Story = {
  render: () => (
    <Stack space="xxsmall">
      <Text as="label" htmlFor="payout-note" weight="medium" size="small">
        Payout note
      </Text>
      <input id="payout-note" defaultValue="Paid with payroll" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Payout note')).toHaveValue('Paid with payroll');
  },
};
