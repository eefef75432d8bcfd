import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Component, type ReactNode } from 'react';
import { openPopupA11y, viewportScreenshot } from '../../stories/parameters.ts';
import { Select } from './Select.tsx';

class ShowError extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}

const companies = [
  { value: 'borinquen', label: 'Borinquen Logistics' },
  { value: 'bravo', label: 'Bravo Foods' },
  { value: 'caribe', label: 'Caribe Hospitality' },
  { value: 'costa', label: 'Costa Motors' },
  { value: 'isla', label: 'Isla Restaurant Group' },
];

const manyGroups = Array.from({ length: 40 }, (_, index) => {
  const code = String(101 + index * 7);
  return { value: code, label: `Isla Restaurant Group (${code})` };
});

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Company', options: companies, placeholder: 'Select a company' },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Default: Story = {};

export const WithValue: Story = {
  args: { defaultValue: 'costa', description: 'Commissions are shown for this company.' },
};

export const Small: Story = { args: { size: 'sm', defaultValue: 'isla' } };

export const Invalid: Story = { args: { errorMessage: 'Choose the company that owns the batch.' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'isla' } };

export const Open: Story = {
  parameters: { screenshot: viewportScreenshot, a11y: openPopupA11y },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Company' }));
    await expect(await within(document.body).findByRole('option', { name: 'Costa Motors' })).toBeVisible();
  },
};

export const LongListScrollsWithinMaxHeight: Story = {
  args: { label: 'Select Group', options: manyGroups, placeholder: 'Select Group' },
  parameters: { screenshot: viewportScreenshot, a11y: openPopupA11y },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Select Group' }));
    const listbox = await within(document.body).findByRole('listbox');
    const viewport = listbox.querySelector<HTMLElement>('[data-radix-select-viewport]');
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(listbox.getBoundingClientRect().height).toBeLessThanOrEqual(24 * rem);
    await expect(viewport?.scrollHeight).toBeGreaterThan(viewport?.clientHeight ?? 0);
  },
};

// A narrow place (the top bar's language): the closed select shows the short label, the list the full one.
export const ShortLabelWhenClosed: Story = {
  args: {
    label: 'Language',
    hideLabel: true,
    size: 'sm',
    defaultValue: 'es-PR',
    options: [
      { value: 'en-US', label: 'English (United States)', shortLabel: 'English' },
      { value: 'es-PR', label: 'Español (Puerto Rico)', shortLabel: 'Español' },
    ],
  },
  decorators: [(Story) => <div style={{ width: 120 }}>{Story()}</div>],
  parameters: { screenshot: viewportScreenshot, a11y: openPopupA11y },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Language' });
    await expect(trigger).toHaveTextContent(/^Español$/);
    await userEvent.click(trigger);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'English (United States)' }));
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveTextContent(/^English$/);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Language' }));
    await expect(await within(document.body).findByRole('option', { name: 'Español (Puerto Rico)' })).toBeVisible();
  },
};

export const TypeAheadResetsAfterOneSecond: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Company' });
    trigger.focus();
    await userEvent.keyboard('br');
    await expect(trigger).toHaveTextContent('Bravo Foods');
    await pause(1100);
    // After the reset "b" starts a new search; without it the search would be "brb" and match nothing.
    await userEvent.keyboard('b');
    await expect(trigger).toHaveTextContent('Borinquen Logistics');
  },
};

export const EmptyOptionValueIsRejected: Story = {
  render: () => (
    <ShowError>
      <Select label="Worker group" options={[{ value: '', label: 'All groups' }]} />
    </ShowError>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Select "Worker group": the option "All groups" has an empty value.',
    );
  },
};
