import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { viewportScreenshot } from '../../stories/parameters.ts';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogClose } from '../Dialog/Dialog.tsx';
import { StatusPill } from '../StatusPill/StatusPill.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Drawer } from './Drawer.tsx';

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  parameters: { screenshot: viewportScreenshot },
  args: {
    title: 'María Rivera',
    description: 'Worker 10002 · Isla Restaurant Group (403)',
    trigger: <Button variant="outline">View worker</Button>,
    children: (
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 24px', margin: 0 }}>
        <dt>Status</dt>
        <dd style={{ margin: 0 }}>Active</dd>
        <dt>Net pay</dt>
        <dd style={{ margin: 0, fontVariantNumeric: 'tabular-nums' }}>$1,129.64</dd>
        <dt>Last payout</dt>
        <dd style={{ margin: 0 }}>Oct 28, 2026</dd>
      </dl>
    ),
    footer: <Button>Edit worker</Button>,
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View worker' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'María Rivera' });
    await expect(drawer.getBoundingClientRect().right).toBe(window.innerWidth);
    await expect(drawer.getBoundingClientRect().width).toBe(480);
  },
};

export const Large: Story = {
  args: {
    size: 'large',
    defaultOpen: true,
    title: 'New split',
    description: undefined,
    trigger: undefined,
    children: <TextField label="Name" defaultValue="Banquets Saturday" />,
    footer: (
      <>
        <DialogClose>
          <Button variant="ghost">Cancel</Button>
        </DialogClose>
        <Button>Save split</Button>
      </>
    ),
  },
  play: async () => {
    const drawer = await within(document.body).findByRole('dialog', { name: 'New split' });
    await expect(drawer.getBoundingClientRect().width).toBe(560);
    await expect(drawer).not.toHaveAttribute('aria-describedby');
  },
};

export const ExtraLarge: Story = {
  args: { size: 'xlarge', defaultOpen: true, trigger: undefined },
  play: async () => {
    const drawer = await within(document.body).findByRole('dialog', { name: 'María Rivera' });
    await expect(drawer.getBoundingClientRect().width).toBe(Math.min(1080, window.innerWidth));
  },
};

export const WithBadge: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    footer: undefined,
    badge: <StatusPill tone="positive">Active</StatusPill>,
  },
};

// A drawer opened by a row's button, with a dialog opened over it by a control of the drawer.
function StackedOverlays() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setDrawerOpen(true)}>
        Rivera, María
      </Button>
      <Drawer open={drawerOpen} onOpenChange={setDrawerOpen} title="María Rivera">
        <Button onClick={() => setDialogOpen(true)}>Turn off pay access</Button>
        <Dialog open={dialogOpen} onOpenChange={setDialogOpen} title="Turn off pay access?" size="small">
          <TextField label="Motive" />
        </Dialog>
      </Drawer>
    </>
  );
}

export const EscapeClosesTheTopMostAndReturnsFocus: Story = {
  render: () => <StackedOverlays />,
  play: async ({ canvas }) => {
    const body = within(document.body);
    const opener = canvas.getByRole('button', { name: 'Rivera, María' });
    await userEvent.click(opener);
    const drawer = await body.findByRole('dialog', { name: 'María Rivera' });
    const control = within(drawer).getByRole('button', { name: 'Turn off pay access' });
    await userEvent.click(control);
    await body.findByRole('dialog', { name: 'Turn off pay access?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Turn off pay access?' })).toBeNull());
    await waitFor(() => expect(control).toHaveFocus());
    await expect(body.getByRole('dialog', { name: 'María Rivera' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
