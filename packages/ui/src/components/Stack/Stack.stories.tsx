import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Placeholder } from '../../stories/Placeholder.tsx';
import { Stack, stackAlignments } from './Stack.tsx';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    space: 'small',
    children: [
      <Placeholder key="a">Tips by worker</Placeholder>,
      <Placeholder key="b">Pending payouts</Placeholder>,
      <Placeholder key="c">Payout history</Placeholder>,
    ],
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Spaces: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24 }}>
      {(['xxsmall', 'small', 'large'] as const).map((space) => (
        <Stack key={space} {...args} space={space} aria-label={`Space ${space}`} role="group" />
      ))}
    </div>
  ),
  decorators: [],
};

export const Alignments: Story = {
  render: () => (
    <Stack space="large">
      {stackAlignments.map((align) => (
        <Stack key={align} space="xxsmall" align={align}>
          <Placeholder>{align}</Placeholder>
          <Placeholder>Approved batch</Placeholder>
        </Stack>
      ))}
    </Stack>
  ),
};

export const AsList: Story = {
  args: { as: 'ul', 'aria-label': 'Payout steps' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Payout steps' });
    // Each child sits in its own list item, so the list stays valid.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.tagName).toBe('UL');
    await expect(getComputedStyle(list).rowGap).toBe('12px');
  },
};
