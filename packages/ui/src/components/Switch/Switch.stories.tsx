import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { children: 'Automatic disbursement', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Automatic disbursement' });
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch>Off</Switch>
      <Switch defaultChecked>On</Switch>
      <Switch disabled>Disabled</Switch>
      <Switch disabled defaultChecked>
        Disabled and on
      </Switch>
    </div>
  ),
};

export const WithDescription: Story = {
  args: {
    children: 'Automatic disbursement',
    description: 'Approved advances are paid to the employee’s bank account without a second review.',
  },
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Automatic disbursement' });
    await expect(control).toHaveAccessibleDescription(args.description!);
    await expect(control).not.toBeChecked();
    control.focus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const DisabledWithDescription: Story = {
  args: {
    children: 'Automatic disbursement',
    description: 'Only a super-admin can change this setting.',
    disabled: true,
    defaultChecked: true,
  },
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Automatic disbursement' });
    await expect(control).toBeDisabled();
    await expect(control).toBeChecked();
    await userEvent.click(canvas.getByText('Automatic disbursement'));
    await expect(control).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
