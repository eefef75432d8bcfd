import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Placeholder } from '../../stories/Placeholder.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Column, Columns } from './Columns.tsx';

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: { space: 'medium' },
  decorators: [(Story) => <div style={{ width: 720 }}>{Story()}</div>],
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Columns {...args}>
      <Column>
        <Placeholder>Tips by worker</Placeholder>
      </Column>
      <Column>
        <Placeholder>Pending payouts</Placeholder>
      </Column>
    </Columns>
  ),
};

export const Widths: Story = {
  render: (args) => (
    <Stack space="small">
      {[
        ['1/2', '1/2'],
        ['1/3', '2/3'],
        ['1/4', '3/4'],
        ['1/3', 'fill'],
        ['content', 'fill'],
        ['1/4', 'fill', 'content'],
      ].map((widths) => (
        <Columns key={widths.join(' ')} {...args} data-widths={widths.join(' ')}>
          {widths.map((width, index) => (
            <Column key={index} width={width as '1/2'}>
              <Placeholder>{width}</Placeholder>
            </Column>
          ))}
        </Columns>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector<HTMLElement>('[data-widths="1/3 2/3"]');
    const [third, twoThirds] = Array.from(row?.children ?? []).map((column) => column.getBoundingClientRect().width);
    // Each fraction gives up its share of the 16 px gaps, so the row is exactly 720 px.
    await expect(third).toBeCloseTo(720 / 3 - (16 * 2) / 3, 1);
    await expect(twoThirds).toBeCloseTo((720 * 2) / 3 - 16 / 3, 1);
  },
};

export const AlignY: Story = {
  render: (args) => (
    <Columns {...args} alignY="center">
      <Column width="content">
        <Placeholder height={64}>Tall</Placeholder>
      </Column>
      <Column>
        <Placeholder>Centred beside it</Placeholder>
      </Column>
    </Columns>
  ),
};

export const CollapsesBelowDesktop: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  render: (args) => (
    <Columns {...args} collapseBelow="desktop" data-testid="columns">
      <Column width="1/3">
        <Placeholder>Filters</Placeholder>
      </Column>
      <Column>
        <Placeholder>Results</Placeholder>
      </Column>
    </Columns>
  ),
  play: async ({ canvas }) => {
    const columns = canvas.getByTestId('columns');
    await expect(getComputedStyle(columns).flexDirection).toBe('column');
    const [first, second] = Array.from(columns.children).map((column) => column.getBoundingClientRect());
    // Stacked, the fraction column is as wide as the other one.
    await expect(first?.width).toBe(second?.width);
  },
};
