import { formatCents } from '@cuadre/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { Stat } from '../Stat/Stat.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'Data/Card',
  component: Card,
  args: {
    title: 'Billing',
    description: 'November 2026',
    actions: (
      <Button variant="outline" size="sm">
        Download
      </Button>
    ),
    children: <Stat label="Amount due" value={formatCents(1_284_350, 'en')} delta="+4.20% vs October" trend="up" />,
  },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithStat: Story = {};

export const Loading: Story = { args: { children: <Stat label="Amount due" value="" loading /> } };
