import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Paginator, type PaginatorProps } from './Paginator.tsx';

function Stateful(props: Omit<PaginatorProps, 'onPageChange'>) {
  const [page, setPage] = useState(props.page);
  return <Paginator {...props} page={page} onPageChange={setPage} />;
}

const meta = {
  title: 'Navigation/Paginator',
  component: Stateful,
  args: { page: 1, pageCount: 5 },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

const ellipses = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('[data-ellipsis]')).map((node) => node.getAttribute('data-ellipsis'));

export const FewPages: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('button', { name: /^Page/ })).toHaveLength(5);
  },
};

export const SevenPagesShowAll: Story = {
  args: { page: 4, pageCount: 7 },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Page/ })).toHaveLength(7);
    await expect(ellipses(canvasElement)).toEqual([]);
  },
};

export const ManyPagesWithEllipses: Story = {
  args: { page: 10, pageCount: 20 },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Page/ }).map((button) => button.textContent)).toEqual([
      '1',
      '9',
      '10',
      '11',
      '20',
    ]);
    await expect(ellipses(canvasElement)).toEqual(['start', 'end']);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('button', { name: 'Page 11' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 10' })).not.toHaveAttribute('aria-current');
  },
};

export const NearTheStart: Story = {
  args: { page: 2, pageCount: 20 },
  play: async ({ canvasElement }) => {
    await expect(ellipses(canvasElement)).toEqual(['end']);
  },
};

export const LastPage: Story = {
  args: { page: 20, pageCount: 20 },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(ellipses(canvasElement)).toEqual(['start']);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 1' }));
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

export const Spanish: Story = {
  args: {
    page: 3,
    pageCount: 12,
    label: 'Paginación',
    previousLabel: 'Anterior',
    nextLabel: 'Siguiente',
    pageLabel: (n: number) => `Página ${n}`,
  },
};
