import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, badgeTones } from './Badge.tsx';

const meta = {
  title: 'Data/Badge',
  component: Badge,
  args: { children: 'Preview' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};
