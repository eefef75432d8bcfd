import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { NumberField } from '../NumberField/NumberField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Form } from './Form.tsx';

function TipRuleForm({ onSubmit }: { onSubmit: (values: Record<string, FormDataEntryValue>) => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <div style={{ width: 400 }}>
      <Form
        aria-label="Tip rule"
        validationErrors={errors}
        onSubmit={(values) => {
          onSubmit(values);
          setErrors({
            role: 'Duplicated role on tip rule: Server',
            automaticDisbursement: 'To enable Automatic Disbursement you need to enable Accumulate Tips',
          });
        }}
        actions={
          <>
            <Button variant="outline">Cancel</Button>
            <Button type="submit">Save rule</Button>
          </>
        }
      >
        <TextField label="Role" name="role" defaultValue="Server" />
        <NumberField label="Pool share" name="share" kind="percent" defaultValue={12.5} />
        <Checkbox name="accumulate">Accumulate tips</Checkbox>
        <TextField
          label="Automatic disbursement"
          name="automaticDisbursement"
          defaultValue="Weekly"
          errorMessage={errors.automaticDisbursement}
        />
      </Form>
    </div>
  );
}

const meta = {
  title: 'Forms/Form',
  component: TipRuleForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof TipRuleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FieldLevelErrorsFromTheServer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save rule' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ role: 'Server' }));
    await expect(canvas.getByRole('textbox', { name: 'Role' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Duplicated role on tip rule: Server')).toBeVisible();
    await expect(canvas.getByText('To enable Automatic Disbursement you need to enable Accumulate Tips')).toBeVisible();
  },
};
