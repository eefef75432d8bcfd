import { formatCents, formatPercent } from '@cuadre/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stat } from './Stat.tsx';

const meta = {
  title: 'Data/Stat',
  component: Stat,
  args: { label: 'Tips paid this week', value: formatCents(4_512_075, 'en') },
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Row: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 48 }}>
      <Stat label="Tips paid" value={formatCents(4_512_075, 'en')} delta={`+${formatPercent(4.2, 'en')}`} trend="up" />
      <Stat
        label="Remaining balance"
        value={formatCents(-120_050, 'en')}
        negative
        delta={`-${formatPercent(1.5, 'en')}`}
        trend="down"
      />
      <Stat label="Split failures" value="0" delta="No change" trend="flat" />
      <Stat label="Workers" value="" loading />
    </div>
  ),
};

/** Loading and loaded take the same height: the page below does not move when the figures arrive. */
export const LoadingKeepsItsPlace: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 48, alignItems: 'flex-start' }}>
      <div data-testid="loading">
        <Stat label="Deposited, last 30 days" value="" delta="Advances paid to workers" loading />
      </div>
      <div data-testid="loaded">
        <Stat label="Deposited, last 30 days" value={formatCents(4_307_500, 'en')} delta="Advances paid to workers" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    await expect(height('loading')).toBe(height('loaded'));
  },
};
