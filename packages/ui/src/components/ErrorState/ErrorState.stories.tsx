import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorState } from './ErrorState.tsx';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: {
    title: 'The payouts could not be loaded.',
    description: 'Check your connection and try again. If it keeps failing, contact support with the time it happened.',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The payouts could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Spanish: Story = {
  args: {
    title: 'No se pudieron cargar los pagos.',
    description: 'Revise su conexión e inténtelo de nuevo.',
    retryLabel: 'Reintentar',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined, description: 'This report is no longer available.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const TitleOnly: Story = { args: { description: undefined } };
