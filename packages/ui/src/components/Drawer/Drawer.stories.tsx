import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { viewportScreenshot } from '../../stories/parameters.ts';
import { Button } from '../Button/Button.tsx';
import { Drawer } from './Drawer.tsx';

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  parameters: { screenshot: viewportScreenshot },
  args: {
    title: 'María Rivera',
    description: 'Worker 10002 · Isla Restaurant Group (403)',
    trigger: <Button variant="outline">View worker</Button>,
    children: (
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 24px', margin: 0 }}>
        <dt>Status</dt>
        <dd style={{ margin: 0 }}>Active</dd>
        <dt>Net pay</dt>
        <dd style={{ margin: 0, fontVariantNumeric: 'tabular-nums' }}>$1,129.64</dd>
        <dt>Last payout</dt>
        <dd style={{ margin: 0 }}>Oct 28, 2026</dd>
      </dl>
    ),
    footer: <Button>Edit worker</Button>,
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View worker' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'María Rivera' });
    await expect(drawer.getBoundingClientRect().right).toBe(window.innerWidth);
    await expect(drawer.getBoundingClientRect().width).toBe(480);
  },
};
