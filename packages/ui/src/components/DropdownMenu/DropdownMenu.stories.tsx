import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, LogOut, Pencil, Settings, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { viewportScreenshot } from '../../stories/parameters.ts';
import { Button } from '../Button/Button.tsx';
import { DropdownMenu } from './DropdownMenu.tsx';

const onSelect = fn();

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu,
  args: {
    trigger: <Button variant="outline">Actions</Button>,
    entries: [
      { type: 'label', id: 'batch', label: 'Batch' },
      { type: 'item', id: 'edit', label: 'Edit notes', icon: <Pencil size={14} aria-hidden="true" />, onSelect },
      { type: 'item', id: 'export', label: 'Export CSV', icon: <Download size={14} aria-hidden="true" />, onSelect },
      { type: 'item', id: 'settings', label: 'Settings', icon: <Settings size={14} aria-hidden="true" />, onSelect },
      {
        type: 'item',
        id: 'sign-out',
        label: 'Sign Out',
        icon: <LogOut size={14} aria-hidden="true" />,
        disabled: true,
      },
      { type: 'separator', id: 'sep' },
      {
        type: 'item',
        id: 'delete',
        label: 'Delete draft',
        icon: <Trash2 size={14} aria-hidden="true" />,
        variant: 'destructive',
        onSelect,
      },
    ],
  },
  parameters: { screenshot: viewportScreenshot },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    await expect(await within(document.body).findByRole('menu', { name: 'Actions' })).toBeVisible();
  },
};

export const TypeAheadResetsAfterOneSecond: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.keyboard('ex');
    await expect(within(menu).getByRole('menuitem', { name: 'Export CSV' })).toHaveFocus();
    await pause(1100);
    await userEvent.keyboard('d');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete draft' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenCalled();
  },
};
