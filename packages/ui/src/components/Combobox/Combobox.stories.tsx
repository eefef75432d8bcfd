import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { viewportScreenshot } from '../../stories/parameters.ts';
import { Combobox } from './Combobox.tsx';

const workerGroups = [103, 118, 203, 215, 301, 303, 310, 403, 410, 512, 520, 601, 702, 803, 904].map((code) => ({
  value: String(code),
  label: `Isla Restaurant Group (${code})`,
}));

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  args: { label: 'Select Group', options: workerGroups, placeholder: 'Search worker groups' },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: '303', description: 'Tips are shown for this worker group.' } };

export const Invalid: Story = { args: { errorMessage: 'Choose a worker group.' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: '103' } };

export const FiltersAsYouType: Story = {
  parameters: { screenshot: viewportScreenshot },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Select Group' });
    await userEvent.type(input, '30');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Isla Restaurant Group (301)', 'Isla Restaurant Group (303)']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Isla Restaurant Group (303)' }));
    await expect(input).toHaveValue('Isla Restaurant Group (303)');
  },
};

export const NoMatches: Story = {
  parameters: { screenshot: viewportScreenshot },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Select Group' }), 'zzz');
    // The popup is in the page a frame before it is placed (and shown): wait for it to be seen, not only present.
    await waitFor(() => expect(within(document.body).getByText('No matches')).toBeVisible());
  },
};
