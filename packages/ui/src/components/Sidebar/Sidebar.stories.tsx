import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText, LayoutDashboard, LogOut, Receipt, Settings, Users, Wallet } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { Sidebar } from './Sidebar.tsx';

const meta = {
  title: 'Navigation/Sidebar',
  component: Sidebar,
  args: {
    year: 2026,
    logo: <LayoutDashboard size={24} color="#ffffff" aria-hidden="true" />,
    items: [
      { id: 'employees', label: 'Employees', icon: <Users size={20} />, href: '#employees', active: true },
      { id: 'deductions', label: 'Deductions', icon: <Wallet size={20} />, href: '#deductions' },
      { id: 'billing', label: 'Billing', icon: <Receipt size={20} />, href: '#billing' },
      { id: 'reports', label: 'Reports', icon: <FileText size={20} />, href: '#reports' },
    ],
    bottomItems: [
      { id: 'settings', label: 'Settings', icon: <Settings size={20} />, href: '#settings' },
      { id: 'sign-out', label: 'Sign Out', icon: <LogOut size={20} />, onSelect: () => undefined },
    ],
  },
  decorators: [(Story) => <div style={{ height: 560, display: 'flex' }}>{Story()}</div>],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const width = (element: HTMLElement) => element.getBoundingClientRect().width;

export const Collapsed: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(width(nav)).toBe(80);
    await expect(canvas.getByRole('link', { name: 'Employees' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ExpandsWhileHovered: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await userEvent.hover(nav);
    await expect(nav).toHaveAttribute('data-state', 'expanded');
    await expect(width(nav)).toBe(225);
    await expect(canvas.getByText('© 2026 Cuadre')).toBeVisible();
    await userEvent.unhover(nav);
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
    await expect(width(nav)).toBe(80);
    await userEvent.hover(nav);
  },
};

export const ExpandsWithKeyboardFocus: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Employees' })).toHaveFocus();
    await expect(nav).toHaveAttribute('data-state', 'expanded');
    await expect(width(nav)).toBe(225);
  },
};

export const SettingsAndSignOutBelow: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvas }) => {
    const reports = canvas.getByRole('link', { name: 'Reports' }).getBoundingClientRect();
    const settings = canvas.getByRole('link', { name: 'Settings' }).getBoundingClientRect();
    const signOut = canvas.getByRole('button', { name: 'Sign Out' }).getBoundingClientRect();
    await expect(settings.top).toBeGreaterThan(reports.bottom);
    await expect(signOut.top).toBeGreaterThan(settings.top);
  },
};
