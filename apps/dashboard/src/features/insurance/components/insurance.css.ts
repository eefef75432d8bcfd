import { vars } from '@cuadre/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const drawer = style({ width: 'min(1180px, 96vw)' });

// The ledger's fourteen columns keep their widths: the table scrolls sideways inside the drawer.
export const ledgerTable = style({});

globalStyle(`${ledgerTable} table`, { minWidth: 1560 });

export const definition = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
});
