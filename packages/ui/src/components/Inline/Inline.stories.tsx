import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Placeholder } from '../../stories/Placeholder.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Inline, inlineAlignments, inlineVerticalAlignments } from './Inline.tsx';

const chips = ['Isla Restaurant Group', 'Week of Nov 16', 'Servers', 'Bartenders', 'Hosts', 'Kitchen'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    space: 'xsmall',
    children: chips.map((chip) => <Placeholder key={chip}>{chip}</Placeholder>),
  },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NoWrap: Story = {
  args: { wrap: false, children: chips.slice(0, 3).map((chip) => <Placeholder key={chip}>{chip}</Placeholder>) },
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector<HTMLElement>('[data-screenshot-frame] > div > div');
    await expect(row && getComputedStyle(row).flexWrap).toBe('nowrap');
  },
};

export const Alignments: Story = {
  render: () => (
    <Stack space="small">
      {inlineAlignments.map((align) => (
        <Inline key={align} space="xsmall" align={align}>
          <Placeholder>{align}</Placeholder>
          <Placeholder>Export</Placeholder>
        </Inline>
      ))}
    </Stack>
  ),
};

export const VerticalAlignments: Story = {
  render: () => (
    <Stack space="small">
      {inlineVerticalAlignments.map((alignY) => (
        <Inline key={alignY} space="xsmall" alignY={alignY}>
          <Placeholder height={48}>{alignY}</Placeholder>
          <Placeholder>Short</Placeholder>
        </Inline>
      ))}
    </Stack>
  ),
};

export const AsList: Story = {
  args: { as: 'ul', 'aria-label': 'Active filters' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Active filters' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(chips.length);
  },
};
