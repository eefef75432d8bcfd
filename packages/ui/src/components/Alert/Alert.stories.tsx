import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { Alert } from './Alert.tsx';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { title: 'Payroll file received', children: 'Deductions will be calculated within the hour.' },
  decorators: [(Story) => <div style={{ width: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert tone="info" title="Payroll file received">
        Deductions will be calculated within the hour.
      </Alert>
      <Alert tone="positive" title="Batch approved">
        42 commissions will be paid on Nov 28.
      </Alert>
      <Alert tone="caution" title="3 workers have no bank account">
        Their tips are held until an account is added.
      </Alert>
      <Alert tone="critical" title="You are not authorized to access this page." />
    </div>
  ),
};

export const ErrorWithRetry: Story = {
  args: {
    tone: 'critical',
    title: 'The billing invoices could not be loaded.',
    children: 'Check your connection and try again.',
    action: (
      <Button variant="outline" size="sm">
        Retry
      </Button>
    ),
  },
};
