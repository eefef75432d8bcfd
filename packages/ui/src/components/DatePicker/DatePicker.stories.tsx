import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { viewportScreenshot } from '../../stories/parameters.ts';
import { DatePicker } from './DatePicker.tsx';
import { DatePickerField } from './DatePickerField.tsx';

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

// What a page paints before the field's code has loaded must look as the field does once it has.
export const FieldBeforeItsCodeLoads: Story = {
  args: { defaultValue: '2026-10-15', description: 'Shown in Puerto Rico time.', name: 'deductionDate' },
  render: ({ onChange: _onChange, ...args }) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div data-testid="before">
        <DatePickerField {...args} openCalendarLabel="Open calendar" />
      </div>
      <div data-testid="loaded">
        <DatePicker {...args} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const [before, loaded] = [canvas.getByTestId('before'), canvas.getByTestId('loaded')];
    const box = (element: Element) => {
      const { width, height } = element.getBoundingClientRect();
      return { width, height };
    };
    const parts = (field: HTMLElement) => ({
      field: box(field.firstElementChild!),
      group: box(within(field).getByRole('group', { name: 'Deduction date' })),
      text: within(field).getByRole('group').textContent,
      segments: within(field)
        .getAllByRole('spinbutton')
        .map((segment) => ({ text: segment.textContent, ...box(segment) })),
      button: box(within(field).getByRole('button', { name: /Open calendar/ })),
      value: field.querySelector<HTMLInputElement>('input[name="deductionDate"]')?.value,
    });
    await expect(parts(before)).toEqual(parts(loaded));
    await expect(parts(before).text).toBe('10/15/2026');
  },
};
