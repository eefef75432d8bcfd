import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading payroll file', value: 40 },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading payroll file' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    await expect(canvas.getByText('40%')).toBeVisible();
  },
};

export const WithValueLabel: Story = {
  args: { label: 'Approving commissions', value: 25, valueLabel: '3 of 12 batches' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Approving commissions' });
    await expect(bar).toHaveAttribute('aria-valuetext', '3 of 12 batches');
  },
};

export const Complete: Story = { args: { label: 'Payroll file uploaded', value: 100 } };

export const Indeterminate: Story = {
  args: { label: 'Checking the file’s rows', value: undefined },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Checking the file’s rows' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const ClampsOutOfRange: Story = {
  args: { value: 140 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, value: 70 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading payroll file' })).toBeVisible();
  },
};
