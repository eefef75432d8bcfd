import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadFonts } from './preload-fonts.ts';

function preloadsFor(files: string[]) {
  const hook = preloadFonts().transformIndexHtml as { handler: IndexHtmlTransformHook };
  const bundle = Object.fromEntries(files.map((fileName) => [fileName, { fileName }]));
  return hook.handler.call({} as never, '<html></html>', { bundle } as unknown as IndexHtmlTransformContext);
}

describe('the page preloads the text face', () => {
  it('links the four Inter weights of the build, and nothing else, as fonts fetched without credentials', () => {
    const tags = preloadsFor([
      'assets/index-DYKE-fdE.js',
      'assets/inter-latin-700-normal-Yt3aPRUw.woff2',
      'assets/inter-latin-400-normal-C38fXH4l.woff2',
      'assets/inter-latin-ext-400-normal-Ab12.woff2',
      'assets/inter-latin-500-normal-Cerq10X2.woff2',
      'assets/inter-latin-600-normal-LgqL8muc.woff2',
      'assets/inter-latin-400-normal-C38fXH4l.woff',
    ]);
    expect(tags).toEqual(
      ['400-normal-C38fXH4l', '500-normal-Cerq10X2', '600-normal-LgqL8muc', '700-normal-Yt3aPRUw'].map((name) => ({
        tag: 'link',
        attrs: {
          rel: 'preload',
          href: `/assets/inter-latin-${name}.woff2`,
          as: 'font',
          type: 'font/woff2',
          crossorigin: '',
        },
        injectTo: 'head',
      })),
    );
  });

  it('fails the build when a weight is missing, instead of shipping a page that preloads the wrong files', () => {
    expect(() => preloadsFor(['assets/inter-latin-400-normal-C38fXH4l.woff2'])).toThrow(/four Inter weights/);
  });
});
