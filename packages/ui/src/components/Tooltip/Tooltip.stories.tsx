import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { viewportScreenshot } from '../../stories/parameters.ts';
import { Button } from '../Button/Button.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  parameters: { screenshot: viewportScreenshot },
  args: {
    content: 'Approved batches are paid in the next payroll run.',
    children: (
      <Button variant="ghost" size="icon" aria-label="About approval">
        <Info size={16} aria-hidden="true" />
      </Button>
    ),
  },
  decorators: [(Story) => <div style={{ padding: 48 }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShownOnKeyboardFocus: Story = {
  play: async () => {
    await userEvent.tab();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Approved batches are paid in the next payroll run.');
  },
};

export const Bottom: Story = { args: { side: 'bottom', defaultOpen: true } };
