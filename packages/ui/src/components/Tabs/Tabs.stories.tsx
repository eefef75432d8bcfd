import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tabs } from './Tabs.tsx';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Batch details',
    items: [
      { value: 'commissions', label: 'Commissions', count: 42, content: <p>42 commissions in this batch.</p> },
      { value: 'inputs', label: 'Manual inputs', count: 3, content: <p>3 manual inputs.</p> },
      { value: 'events', label: 'Events', content: <p>Created, submitted, approved.</p> },
      { value: 'archive', label: 'Archive', disabled: true, content: null },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ArrowKeysMoveBetweenTabs: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: /Commissions/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /Manual inputs/ })).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel', { name: /Manual inputs/ });
    await expect(panel).toHaveTextContent('3 manual inputs.');
    await expect(canvas.getByRole('tab', { name: /Manual inputs/ })).toHaveAttribute('aria-controls', panel.id);
  },
};
