import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Upload } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { PageHeader } from './PageHeader.tsx';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Deductions',
    description: 'Pay periods, the deduction files for payroll and the files you send back.',
    actions: (
      <Button>
        <Upload size={16} aria-hidden="true" />
        Upload deduction file
      </Button>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Deductions' })).toBeVisible();
  },
};

export const TitleOnly: Story = { args: { title: 'Employees', description: undefined, actions: undefined } };

export const WithoutActions: Story = {
  args: {
    title: 'Employees',
    description: 'Workers with pay access, their limits and their status.',
    actions: undefined,
  },
};

export const SeveralActions: Story = {
  args: {
    title: 'Reports',
    description: 'Advances, fees and deductions for any range of dates.',
    actions: (
      <>
        <Button variant="outline">
          <Download size={16} aria-hidden="true" />
          Export CSV
        </Button>
        <Button>
          <Upload size={16} aria-hidden="true" />
          Upload
        </Button>
      </>
    ),
  },
};

export const Spanish: Story = {
  args: {
    title: 'Deducciones',
    description: 'Períodos de pago, los archivos de deducciones para la nómina y los que usted devuelve.',
    actions: <Button>Subir archivo de deducciones</Button>,
  },
};
