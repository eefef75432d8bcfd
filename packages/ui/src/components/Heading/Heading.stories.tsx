import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Heading, headingLevels } from './Heading.tsx';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { level: 2, children: 'Pending payouts' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Levels: Story = {
  render: () => (
    <Stack space="small">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Level {level}: Tips by worker
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const level of headingLevels) {
      await expect(canvas.getByRole('heading', { level, name: `Level ${level}: Tips by worker` })).toBeVisible();
    }
  },
};

export const LookOfOneLevelOnAnother: Story = {
  args: { level: 1, as: 'h2', id: 'page-title', children: 'Commission batches' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Commission batches' });
    await expect(heading).toHaveAttribute('id', 'page-title');
    await expect(getComputedStyle(heading).fontSize).toBe('24px');
  },
};

export const Truncated: Story = {
  args: { level: 3, truncate: true, children: 'Isla Restaurant Group — Condado, San Juan — Servers and bartenders' },
  decorators: [(Story) => <div style={{ width: 260 }}>{Story()}</div>],
};
