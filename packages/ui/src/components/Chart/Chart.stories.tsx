import { formatCents } from '@cuadre/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Chart, preloadChart } from './Chart.tsx';

const weeks = ['Oct 5', 'Oct 12', 'Oct 19', 'Oct 26', 'Nov 2', 'Nov 9', 'Nov 16'];
const tips = weeks.map((week, index) => ({
  week,
  digital: 310_000 + index * 21_500 + (index % 2) * 14_000,
  cash: 120_000 + (index % 3) * 9_000,
}));

const chartDrawn = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-chart-canvas] svg.recharts-surface')).not.toBeNull(), { timeout: 5000 });

const meta = {
  title: 'Data/Chart',
  component: Chart,
  args: {
    title: 'Tips per week',
    type: 'line',
    data: tips,
    xKey: 'week',
    xLabel: 'Week',
    series: [{ key: 'digital', label: 'Digital tips' }],
    formatValue: (value: number) => formatCents(value, 'en'),
  },
  decorators: [(Story) => <div style={{ width: 640 }}>{Story()}</div>],
  // The first load of the chart library can be slow in a cold test run; screenshots want the drawn chart.
  loaders: [async () => ({ chart: await preloadChart() })],
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    await expect(canvasElement.querySelector('table')).not.toBeNull();
  },
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};

export const Bar: Story = { args: { type: 'bar', title: 'Deductions per week' } };

export const StackedBar: Story = {
  args: {
    type: 'stacked-bar',
    title: 'Tips per week by source',
    series: [
      { key: 'digital', label: 'Digital tips' },
      { key: 'cash', label: 'Cash tips' },
    ],
  },
};

export const WithVisibleTable: Story = {
  args: { showTable: true, type: 'bar' },
  play: async ({ canvas, canvasElement }) => {
    await chartDrawn(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Tips per week' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '$3,100.00' })).toBeVisible();
  },
};
