import { formatCents } from '@cuadre/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DescriptionList } from './DescriptionList.tsx';

const meta = {
  title: 'Data/DescriptionList',
  component: DescriptionList,
  args: {
    items: [
      { term: 'Bank name', description: 'First National' },
      { term: 'Account holder', description: 'Casa Lupita LLC' },
      { term: 'Routing number', description: '021000021' },
      { term: 'Account number', description: '•••• 6789' },
    ],
    numeric: true,
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Small: Story = {
  args: {
    size: 'small',
    items: [
      { term: 'From', description: 'Ana Torres' },
      { term: 'Initial amount', description: formatCents(12_450, 'en') },
      { term: 'Given', description: formatCents(3_200, 'en') },
      { term: 'Shift', description: '—' },
      { term: 'Kept', description: formatCents(9_250, 'en'), strong: true },
    ],
  },
};

export const Stacked: Story = {
  args: { layout: 'stacked' },
};

export const LongTerms: Story = {
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <DescriptionList
        {...args}
        numeric={false}
        items={[
          { term: 'workerId, payrollFileNumber, workerGroupCode', description: 'Identify the worker; one is enough.' },
          { term: 'amount', description: 'In dollars and cents, e.g. 12.50.' },
          { term: 'note', description: 'Ignored.' },
        ]}
      />
    </div>
  ),
};
