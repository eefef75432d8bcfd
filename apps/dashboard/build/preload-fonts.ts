import type { Plugin } from 'vite';

// The product's text face in the weights the frame draws at once (body, labels, headings). The browser finds a
// web font only when it first lays out text that uses it, which on a signed-in page is after the session, the
// company and the first render: the fonts then download in front of the first paint. Preloaded from the page
// itself they arrive with the entry script.
export const PRELOADED_FONT = /\/inter-latin-(?:400|500|600|700)-normal-[\w-]+\.woff2$/;

export function preloadFonts(): Plugin {
  return {
    name: 'cuadre-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const fonts = Object.keys(context.bundle ?? {})
          .map((fileName) => `/${fileName}`)
          .filter((path) => PRELOADED_FONT.test(path))
          .sort();
        if (fonts.length !== 4) throw new Error(`Expected the four Inter weights in the build, found ${fonts.length}.`);
        return fonts.map((href) => ({
          tag: 'link',
          attrs: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
