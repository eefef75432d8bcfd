import type { Meta, StoryObj } from '@storybook/react-vite';
import { Upload } from 'lucide-react';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No insurance uploads yet',
    description:
      'Uploaded ledgers appear here with their status. Upload a CSV exported from payroll to add the first one.',
    icon: <Upload size={20} />,
    action: <Button>Upload ledger</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TitleOnly: Story = {
  args: { description: undefined, icon: undefined, action: undefined, title: 'No deductions in this period' },
};
