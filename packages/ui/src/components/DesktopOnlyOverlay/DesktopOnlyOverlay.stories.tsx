import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { viewportScreenshot } from '../../stories/parameters.ts';
import { DesktopOnlyOverlay } from './DesktopOnlyOverlay.tsx';

const meta = {
  title: 'Feedback/DesktopOnlyOverlay',
  component: DesktopOnlyOverlay,
  parameters: { screenshot: viewportScreenshot },
  render: (args) => (
    <>
      <p>Dashboard content</p>
      <DesktopOnlyOverlay {...args} />
    </>
  ),
} satisfies Meta<typeof DesktopOnlyOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HiddenOnDesktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    await expect(canvas.getByText('Dashboard content')).toBeVisible();
  },
};

export const ShownOnTablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('alertdialog', { name: 'This site is best viewed on a Desktop Computer.' }),
    ).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  args: { message: 'Este sitio se ve mejor en una computadora de escritorio.' },
};
