import { COMMISSION_BATCH_STATUSES, TIP_SPLIT_ITEM_STATUSES } from '@cuadre/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { badgeTones } from '../Badge/Badge.tsx';
import { StatusPill } from './StatusPill.tsx';

const meta = {
  title: 'Data/StatusPill',
  component: StatusPill,
  args: { status: 'pending-approval' },
} satisfies Meta<typeof StatusPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const BatchAndSplitStatuses: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        {COMMISSION_BATCH_STATUSES.map((status) => (
          <StatusPill key={status} status={status} />
        ))}
      </div>
      <div style={{ display: 'flex', gap: 8 }}>
        {TIP_SPLIT_ITEM_STATUSES.map((status) => (
          <StatusPill key={status} status={status} />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending approval').closest('[data-tone]')).toHaveAttribute('data-tone', 'caution');
    await expect(canvas.getByText('Failed').closest('[data-tone]')).toHaveAttribute('data-tone', 'critical');
  },
};

export const Spanish: Story = { args: { status: 'approved', labels: { approved: 'Aprobado' } } };

export const Tones: Story = {
  args: { tone: 'positive', children: 'Active' },
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {badgeTones.map((tone) => (
        <StatusPill key={tone} tone={tone}>
          {tone}
        </StatusPill>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('caution').closest('[data-tone]')).toHaveAttribute('data-tone', 'caution');
  },
};
