import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { viewportScreenshot } from '../../stories/parameters.ts';
import { DatePicker } from './DatePicker.tsx';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { label: 'Deduction date', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithValue: Story = { args: { defaultValue: '2026-10-15', description: 'Shown in Puerto Rico time.' } };

export const Invalid: Story = {
  args: { defaultValue: '2026-10-31', errorMessage: 'The deduction date must fall inside the period.' },
};

export const Disabled: Story = { args: { defaultValue: '2026-10-15', disabled: true } };

export const PicksFromCalendar: Story = {
  args: { defaultValue: '2026-10-15' },
  parameters: { screenshot: viewportScreenshot },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('October 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: /October 20, 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-10-20');
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    await within(document.body).findByRole('dialog');
  },
};
