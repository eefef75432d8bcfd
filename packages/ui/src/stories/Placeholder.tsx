import type { ReactNode } from 'react';
import { Box } from '../components/Box/Box.tsx';
import { vars } from '../themes/vars.css.ts';

/** A labelled block that shows where a layout puts its children. */
export function Placeholder({ children, height }: { children?: ReactNode; height?: number }) {
  return (
    <Box
      background="surface"
      borderRadius="medium"
      paddingX="small"
      paddingY="xsmall"
      fontSize="small"
      color="muted"
      style={{ border: `1px dashed ${vars.color.borderStrong}`, minHeight: height }}
    >
      {children}
    </Box>
  );
}
