import type { Meta, StoryObj } from '@storybook/react-vite';
import { SlidersHorizontal } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { viewportScreenshot } from '../../stories/parameters.ts';
import { Button } from '../Button/Button.tsx';
import { NumberField } from '../NumberField/NumberField.tsx';
import { Select } from '../Select/Select.tsx';
import { Popover } from './Popover.tsx';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  parameters: { screenshot: viewportScreenshot },
  args: {
    title: 'Balance filter',
    trigger: (
      <Button variant="outline">
        <SlidersHorizontal size={14} aria-hidden="true" />
        Filters
      </Button>
    ),
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <Select
          label="Balance"
          defaultValue="greater-than"
          options={[
            { value: 'greater-than', label: 'Greater than' },
            { value: 'less-than', label: 'Less than' },
          ]}
        />
        <NumberField label="Amount" kind="currency" defaultValue={50_000} />
      </div>
    ),
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const popover = await within(document.body).findByRole('dialog', { name: 'Balance filter' });
    await expect(within(popover).getByRole('textbox', { name: 'Amount' })).toHaveValue('$500.00');
  },
};
