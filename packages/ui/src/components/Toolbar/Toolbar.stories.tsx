import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Select } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Toolbar } from './Toolbar.tsx';

const groups = [
  { value: '103', label: 'Servers (103)' },
  { value: '118', label: 'Bartenders (118)' },
  { value: '203', label: 'Kitchen (203)' },
];
const statuses = [
  { value: 'pending', label: 'Pending' },
  { value: 'paid', label: 'Paid' },
];

const filters = [
  <TextField key="search" label="Search" type="search" placeholder="Name or employee ID" />,
  <Select key="group" label="Worker group" options={groups} placeholder="All groups" />,
  <Select key="status" label="Status" options={statuses} placeholder="Any status" />,
];

const meta = {
  title: 'Data/Toolbar',
  component: Toolbar,
  args: {
    label: 'Payout filters',
    children: filters,
    actions: (
      <Button variant="outline" onClick={fn()}>
        <Download size={14} aria-hidden="true" />
        Export CSV
      </Button>
    ),
  },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Payout filters' });
    await expect(group).toBeVisible();
    // Tab moves through the filters in order, then to the actions.
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search' }));
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Worker group' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
  },
};

export const FiltersOnly: Story = { args: { actions: undefined } };

export const WrapsWhenNarrow: Story = {
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' }).getBoundingClientRect();
    const status = canvas.getByRole('combobox', { name: 'Status' }).getBoundingClientRect();
    await expect(status.top).toBeGreaterThan(search.bottom);
  },
};
