import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { width: 240 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CardShape: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 12,
        width: 280,
        padding: 16,
        background: '#fff',
        borderRadius: 10,
        border: '1px solid #e4e4e7',
      }}
    >
      <Skeleton width={120} height={12} />
      <Skeleton width={180} height={28} />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Skeleton width={32} height={32} radius="full" />
        <Skeleton width={140} />
      </div>
    </div>
  ),
};
