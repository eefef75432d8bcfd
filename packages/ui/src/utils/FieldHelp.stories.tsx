import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, Label, TextField } from 'react-aria-components';
import { expect } from 'storybook/test';
import * as fieldStyles from '../css/field.css.ts';
import { FieldHelp, type FieldHelpProps } from './FieldHelp.tsx';
import { FieldHelpShell } from './FieldHelpShell.tsx';

// The help under a field, in its two forms: FieldHelp under a react-aria field, FieldHelpShell under the plain field
// a select, combobox or date field draws until its react-aria code arrives. The page must not move, nor the field's
// description change, when one replaces the other.
function ShellBesideControl({ description, errorMessage }: FieldHelpProps) {
  const describedBy = [description && 'shell-description', errorMessage && 'shell-error'].filter(Boolean).join(' ');
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24, width: 640 }}>
      <div className={fieldStyles.field} data-testid="shell">
        <label htmlFor="shell" className={fieldStyles.label}>
          Shell
        </label>
        <input
          id="shell"
          className={fieldStyles.control}
          aria-describedby={describedBy || undefined}
          aria-invalid={errorMessage ? true : undefined}
        />
        <FieldHelpShell id="shell" description={description} errorMessage={errorMessage} />
      </div>
      <TextField className={fieldStyles.field} isInvalid={errorMessage ? true : undefined} data-testid="control">
        <Label className={fieldStyles.label}>Control</Label>
        <Input className={fieldStyles.control} />
        <FieldHelp description={description} errorMessage={errorMessage} />
      </TextField>
    </div>
  );
}

const meta = {
  title: 'Forms/Field help',
  component: ShellBesideControl,
  args: { description: 'As printed on the paycheck.' },
} satisfies Meta<typeof ShellBesideControl>;

export default meta;
type Story = StoryObj<typeof meta>;

const heightOf = (element: HTMLElement) => element.getBoundingClientRect().height;

export const Described: Story = {
  play: async ({ canvas }) => {
    for (const name of ['Shell', 'Control']) {
      await expect(canvas.getByRole('textbox', { name })).toHaveAccessibleDescription('As printed on the paycheck.');
    }
    await expect(heightOf(canvas.getByTestId('shell'))).toBe(heightOf(canvas.getByTestId('control')));
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Enter the amount in dollars, such as 125.50.' },
  play: async ({ canvas }) => {
    for (const name of ['Shell', 'Control']) {
      const field = canvas.getByRole('textbox', { name });
      await expect(field).toBeInvalid();
      await expect(field).toHaveAccessibleDescription(
        'As printed on the paycheck. Enter the amount in dollars, such as 125.50.',
      );
    }
    const [shellError, controlError] = canvas.getAllByText('Enter the amount in dollars, such as 125.50.');
    await expect(getComputedStyle(shellError!).color).toBe(getComputedStyle(controlError!).color);
    await expect(heightOf(canvas.getByTestId('shell'))).toBe(heightOf(canvas.getByTestId('control')));
  },
};

export const WithoutHelp: Story = {
  args: { description: undefined },
  play: async ({ canvas }) => {
    for (const name of ['Shell', 'Control']) {
      await expect(canvas.getByRole('textbox', { name })).not.toHaveAccessibleDescription();
    }
    await expect(heightOf(canvas.getByTestId('shell'))).toBe(heightOf(canvas.getByTestId('control')));
  },
};
