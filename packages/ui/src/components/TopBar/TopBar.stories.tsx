import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronDown, LogOut, Settings } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Combobox } from '../Combobox/Combobox.tsx';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu.tsx';
import { TopBar } from './TopBar.tsx';

function Logo({ initials, colour }: { initials: string; colour: string }) {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" role="img" aria-label={`${initials} logo`}>
      <rect width="32" height="32" rx="8" fill={colour} />
      <text x="16" y="21" textAnchor="middle" fontSize="13" fontWeight="700" fill="#ffffff" fontFamily="Inter">
        {initials}
      </text>
    </svg>
  );
}

const userMenu = (
  <DropdownMenu
    align="end"
    trigger={
      <Button variant="ghost">
        Maria Rivera · Isla Restaurant Group
        <ChevronDown size={16} aria-hidden="true" />
      </Button>
    }
    entries={[
      { type: 'label', id: 'companies', label: 'Companies' },
      { type: 'item', id: 'isla', label: 'Isla Restaurant Group' },
      { type: 'item', id: 'caribe', label: 'Caribe Hospitality' },
      { type: 'separator', id: 'sep' },
      { type: 'item', id: 'settings', label: 'Settings', icon: <Settings size={14} aria-hidden="true" /> },
      { type: 'item', id: 'sign-out', label: 'Sign Out', icon: <LogOut size={14} aria-hidden="true" /> },
    ]}
  />
);

const ewaGroup = [
  { id: 'ewa', label: 'EWA', href: '#ewa', active: true },
  { id: 'insurance', label: 'Insurance', href: '#insurance' },
];
const commissionGroup = [
  { id: 'commissions', label: 'Parts & Services Commissions', href: '#commissions' },
  { id: 'commissions-v2', label: 'Sales Commissions', href: '#commissions-v2' },
];

const meta = {
  title: 'Navigation/TopBar',
  component: TopBar,
  args: {
    title: 'Isla Restaurant Group',
    logos: <Logo initials="IR" colour="#6d28d9" />,
    tabGroups: [ewaGroup, commissionGroup],
    userMenu,
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDividerBetweenPermissionGroups: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelectorAll('[data-divider]')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'EWA' })).toHaveAttribute('aria-current', 'page');
  },
};

export const OneGroupHasNoDivider: Story = {
  args: { tabGroups: [ewaGroup] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-divider]')).toHaveLength(0);
  },
};

export const TipsWithGroupSelector: Story = {
  args: {
    title: 'Caribe Hospitality',
    logos: (
      <>
        <Logo initials="CH" colour="#0d9488" />
        <Logo initials="BV" colour="#d97706" />
      </>
    ),
    tabGroups: [[{ id: 'tips', label: 'Tips', href: '#tips', active: true }]],
    groupSelector: (
      <div style={{ width: 260 }}>
        <Combobox
          label="Select Group"
          hideLabel
          placeholder="Select Group"
          options={[
            { value: '103', label: 'Caribe Hospitality (103)' },
            { value: '215', label: 'Caribe Hospitality (215)' },
          ]}
        />
      </div>
    ),
  },
};
