import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { viewportScreenshot } from '../../stories/parameters.ts';
import { DateRangePicker } from './DateRangePicker.tsx';

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Pay period', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithValue: Story = { args: { defaultValue: { start: '2026-10-01', end: '2026-10-15' } } };

export const Invalid: Story = {
  args: { defaultValue: { start: '2026-10-01', end: '2026-10-15' }, errorMessage: 'The period overlaps batch #1042.' },
};

export const PicksARange: Story = {
  args: { defaultValue: { start: '2026-10-01', end: '2026-10-15' } },
  parameters: { screenshot: viewportScreenshot },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /October 16, 2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /October 31, 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-10-16', end: '2026-10-31' });
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    await within(document.body).findByRole('dialog');
  },
};
