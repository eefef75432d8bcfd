import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileDrop, type FileUpload } from './FileDrop.tsx';

const meta = {
  title: 'Forms/FileDrop',
  component: FileDrop,
  args: { onFiles: fn(), accept: ['text/csv', '.csv'], description: 'CSV exported from payroll, up to 10 MB' },
  decorators: [(Story) => <div style={{ width: 480 }}>{Story()}</div>],
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

const uploads: FileUpload[] = [
  { id: '1', name: 'insurance-ledger-october.csv', size: 48_213, status: 'done' },
  { id: '2', name: 'insurance-ledger-november.csv', size: 1_572_864, status: 'uploading', progress: 0.42 },
  {
    id: '3',
    name: 'deals-q4.csv',
    size: 912,
    status: 'error',
    error: 'Row 12: worker 10442 does not exist. Nothing was imported.',
  },
];

export const Default: Story = {};

export const UploadProgressAndErrors: Story = {
  args: { files: uploads },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading insurance-ledger-november.csv' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Row 12: worker 10442 does not exist.');
    await expect(canvas.getByText('1.5 MB')).toBeVisible();
  },
};

function Chooser() {
  const [files, setFiles] = useState<FileUpload[]>([]);
  return (
    <FileDrop
      accept={['.csv']}
      onFiles={(chosen) =>
        setFiles(
          chosen.map((file, index) => ({
            id: String(index),
            name: file.name,
            size: file.size,
            status: 'uploading',
            progress: 0,
          })),
        )
      }
      files={files}
    />
  );
}

export const ChoosingAFileListsIt: Story = {
  render: () => <Chooser />,
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['worker,amount\n10001,100'], 'tips-november.csv', { type: 'text/csv' }));
    await expect(within(canvasElement).getByText('tips-november.csv')).toBeVisible();
    await expect(within(canvasElement).getByText('23 bytes')).toBeVisible();
  },
};
