// The font is bundled so that text looks, and screenshots compare, the same on every machine.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';

export const fontWeights = ['400', '500', '600', '700'] as const;
