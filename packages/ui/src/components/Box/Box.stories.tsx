import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from './Box.tsx';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: { children: 'Pending payouts are paid on Friday.' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { padding: 'medium', background: 'surface', borderRadius: 'large' },
};

export const Playground: Story = {
  args: {
    as: 'section',
    display: 'flex',
    flexDirection: 'column',
    gap: 'xsmall',
    padding: 'large',
    background: 'sunken',
    borderRadius: 'medium',
    color: 'muted',
    fontSize: 'small',
  },
};

export const Tones: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="xsmall">
      {(['foreground', 'muted', 'subtle', 'primary', 'critical', 'positive', 'caution', 'info'] as const).map(
        (color) => (
          <Box key={color} color={color} fontWeight="medium">
            {color}
          </Box>
        ),
      )}
    </Box>
  ),
};

export const PassesAttributesToTheElement: Story = {
  args: {
    as: 'nav',
    id: 'payout-filters',
    'aria-label': 'Payout filters',
    padding: 'small',
    background: 'surface',
    onClick: fn(),
    children: 'Filters',
  },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Payout filters' });
    await expect(nav).toHaveAttribute('id', 'payout-filters');
    await expect(nav.className).not.toBe('');
    await userEvent.click(nav);
    await expect(args.onClick).toHaveBeenCalledOnce();
    // Sprinkle props become classes, never attributes.
    await expect(nav).not.toHaveAttribute('padding');
    await expect(getComputedStyle(nav).paddingTop).toBe('12px');
  },
};

function MeasuredBox() {
  const ref = useRef<HTMLElement>(null);
  const [tag, setTag] = useState('');
  useEffect(() => setTag(ref.current?.tagName ?? ''), []);
  return (
    <Box as="section" ref={ref} aria-label="Measured" padding="small" background="surface">
      The ref reaches the {tag.toLowerCase()} element.
    </Box>
  );
}

export const ForwardsItsRef: Story = {
  render: () => <MeasuredBox />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Measured' })).toHaveTextContent(
      'The ref reaches the section element.',
    );
  },
};
