import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Placeholder } from '../../stories/Placeholder.tsx';
import { Tiles } from './Tiles.tsx';

const figures = ['Total tips', 'Digital tips', 'Cash tips', 'Workers', 'Hours worked', 'Given in splits'];

const meta = {
  title: 'Layout/Tiles',
  component: Tiles,
  args: { space: 'small', columns: 3 },
  render: (args) => (
    <Tiles {...args} data-testid="tiles">
      {figures.map((figure) => (
        <Placeholder key={figure}>{figure}</Placeholder>
      ))}
    </Tiles>
  ),
  decorators: [(Story) => <div style={{ width: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeColumns: Story = {
  play: async ({ canvasElement }) => {
    const tiles = [...canvasElement.querySelector('[data-testid="tiles"]')!.children].map((tile) =>
      tile.getBoundingClientRect(),
    );
    // Three to a row, each as wide as the others.
    await expect(new Set(tiles.map((tile) => Math.round(tile.top))).size).toBe(2);
    await expect(new Set(tiles.map((tile) => Math.round(tile.width))).size).toBe(1);
  },
};

export const TwoColumns: Story = { args: { columns: 2 } };

export const AsManyAsFit: Story = {
  args: { columns: undefined, minTileWidth: 'small' },
  play: async ({ canvasElement }) => {
    const tiles = [...canvasElement.querySelector('[data-testid="tiles"]')!.children].map((tile) =>
      tile.getBoundingClientRect(),
    );
    // 640 px holds four tiles of at least 140 px with their gaps.
    await expect(tiles.filter((tile) => Math.round(tile.top) === Math.round(tiles[0]!.top))).toHaveLength(4);
  },
};
