import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button.tsx';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Create batch', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create batch' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {
  args: { variant: 'outline', size: 'default', loading: false, disabled: false },
};

export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Saving/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveStyle({ opacity: '0.7' });
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const WithIcon: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button {...args}>
        <Plus size={16} aria-hidden="true" />
        New batch
      </Button>
      <Button {...args} variant="destructive">
        <Trash2 size={16} aria-hidden="true" />
        Delete
      </Button>
      <Button {...args} variant="outline" size="icon" aria-label="Add">
        <Plus size={16} aria-hidden="true" />
      </Button>
    </div>
  ),
};

// A name as a link in a column narrower than the name: the link gives way, its words cut with an ellipsis, the whole
// name still its accessible name and its title.
export const LinkInANarrowColumn: Story = {
  args: { variant: 'link', size: 'sm', children: 'Marrero Sánchez, Migdalia', title: 'Marrero Sánchez, Migdalia' },
  render: (args) => (
    <div style={{ width: 140, display: 'flex', gap: 4, flexWrap: 'wrap', border: '1px dashed #c4c4cc', padding: 4 }}>
      <Button {...args} />
      <span style={{ fontSize: 12, color: '#6b6b76' }}>10300145</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('button', { name: 'Marrero Sánchez, Migdalia' });
    const words = link.firstElementChild as HTMLElement;
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.querySelector('div')!.getBoundingClientRect().right,
    );
    await expect(words.scrollWidth).toBeGreaterThan(words.clientWidth);
  },
};
