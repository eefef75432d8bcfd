import { formatCents } from '@cuadre/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { Chart, preloadChart } from './Chart.tsx';

const weeks = ['Oct 5', 'Oct 12', 'Oct 19', 'Oct 26', 'Nov 2', 'Nov 9', 'Nov 16'];
const tips = weeks.map((week, index) => ({
  week,
  digital: 310_000 + index * 21_500 + (index % 2) * 14_000,
  cash: 120_000 + (index % 3) * 9_000,
}));

const months = Array.from({ length: 24 }, (_, index) => ({
  month: new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2025, index, 15)),
  ),
  repayment: 1_200_000 + ((index * 37) % 11) * 45_000,
  fees: 90_000 + ((index * 5) % 7) * 6_000,
}));

const chartDrawn = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-chart-canvas] svg[data-chart-surface]')).not.toBeNull(), {
    timeout: 5000,
  });

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

export const HoverReadout: Story = {
  args: {
    type: 'stacked-bar',
    title: 'Tips per week by source',
    series: [
      { key: 'digital', label: 'Digital tips' },
      { key: 'cash', label: 'Cash tips' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await chartDrawn(canvasElement);
    const area = canvasElement.querySelector('[data-chart-hover-area]');
    if (!area) throw new Error('The chart drew no hover area.');
    const box = area.getBoundingClientRect();
    // The third week: Oct 19.
    await fireEvent.pointerMove(area, { clientX: box.left + (box.width * 2.5) / 7, clientY: box.top + box.height / 2 });
    await expect(await canvas.findByText('Oct 19', { selector: 'div' })).toBeVisible();
    await expect(canvas.getByText('$3,530.00', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('$1,380.00', { selector: 'span' })).toBeVisible();
  },
};

// Two years of months: the x labels thin out rather than overlap, and the last month keeps its label.
export const ManyPeriods: Story = {
  args: {
    type: 'line',
    title: 'Repayments and fees per month',
    data: months,
    xKey: 'month',
    xLabel: 'Month',
    series: [
      { key: 'repayment', label: 'Repayments' },
      { key: 'fees', label: 'Fees' },
    ],
  },
};

// Labels too wide for their bar go on two lines rather than overlap.
export const WideLabels: Story = {
  args: {
    type: 'bar',
    title: 'Workers by balance',
    data: [
      { range: 'Zero or credit', workers: 9 },
      { range: '$0.01 – $50.00', workers: 13 },
      { range: '$50.01 – $100.00', workers: 24 },
      { range: '$100.01 – $250.00', workers: 46 },
      { range: '$250.01 – $500.00', workers: 30 },
      { range: '$500.01 – $1,000.00', workers: 9 },
      { range: 'Over $1,000.00', workers: 1 },
    ],
    xKey: 'range',
    xLabel: 'Balance',
    series: [{ key: 'workers', label: 'Workers' }],
    formatValue: String,
    height: 200,
  },
};
