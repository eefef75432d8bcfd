import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  color: vars.color.foreground,
  background: vars.color.canvas,
  WebkitFontSmoothing: 'antialiased',
  textSizeAdjust: '100%',
});

globalStyle('body', { margin: 0 });

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ol, ul', { margin: 0 });

globalStyle('ol, ul', { padding: 0 });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('table', { borderCollapse: 'collapse' });

globalStyle('img, svg', { display: 'block' });

globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });
