import { formatDateTime } from '@cuadre/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Timeline, type TimelineItem } from './Timeline.tsx';

const at = (iso: string) => ({ dateTime: iso, time: formatDateTime(iso, 'en') });

const batchEvents: TimelineItem[] = [
  {
    id: '1',
    title: 'Created',
    ...at('2026-11-02T09:14:00-04:00'),
    description: 'by creator@costa.example',
    tone: 'neutral',
  },
  { id: '2', title: 'Submitted for approval', ...at('2026-11-03T16:40:00-04:00'), tone: 'caution' },
  {
    id: '3',
    title: 'Sent back for review',
    ...at('2026-11-04T10:05:00-04:00'),
    description: 'Service tiers for two titles look high.',
    tone: 'info',
  },
  {
    id: '4',
    title: 'Approved',
    ...at('2026-11-05T08:30:00-04:00'),
    description: 'by approver@costa.example',
    tone: 'positive',
  },
];

const meta = {
  title: 'Data/Timeline',
  component: Timeline,
  args: { label: 'Batch events', items: batchEvents },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BatchEvents: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Batch events' }).querySelectorAll('li')).toHaveLength(4);
  },
};

export const StatusLog: Story = {
  args: {
    label: 'Status log',
    items: [
      { id: 'a', title: 'Active (admin)', ...at('2026-09-01T12:00:00-04:00'), tone: 'positive' },
      {
        id: 'b',
        title: 'Inactive (system)',
        ...at('2026-10-15T07:00:00-04:00'),
        description: 'No hours for 30 days.',
        tone: 'critical',
      },
    ],
  },
};
