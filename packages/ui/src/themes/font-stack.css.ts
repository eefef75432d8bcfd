import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import { globalFontFace } from '@vanilla-extract/css';

// Until Inter arrives, text is drawn in a local face scaled to Inter's metrics, so nothing moves when it swaps in
// (a page's frame otherwise shifted by 0.02 CLS). Arial on Windows and macOS; Liberation Sans, drawn to Arial's
// metrics, where Arial is absent (Linux).
const liberationSans = {
  ...arial,
  familyName: 'Liberation Sans',
  fullName: 'Liberation Sans',
  postscriptName: 'LiberationSans',
};

const { fontFamily, fontFaces } = createFontStack([inter, arial, liberationSans], { fontFaceFormat: 'styleObject' });
for (const {
  '@font-face': { fontFamily: family, ...face },
} of fontFaces)
  globalFontFace(family, face);

export const bodyFontStack = `${fontFamily}, system-ui, sans-serif`;
