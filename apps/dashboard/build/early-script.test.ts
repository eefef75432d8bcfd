import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { earlyScript } from './early-script.ts';

const PAGE = `<head>
    <link rel="preload" href="/api/auth/session" as="fetch" crossorigin="anonymous" />
    <script type="module" crossorigin src="/assets/index-YQf5gS_7.js"></script>
  </head>`;

function pageWith(chunks: { fileName: string; name: string; isEntry: boolean; imports?: string[] }[]) {
  const hook = earlyScript().transformIndexHtml as { handler: IndexHtmlTransformHook };
  const bundle = Object.fromEntries(
    chunks.map((chunk) => [chunk.fileName, { type: 'chunk', imports: [], dynamicImports: [], ...chunk }]),
  );
  return hook.handler.call({} as never, PAGE, { bundle } as unknown as IndexHtmlTransformContext);
}

describe("the page's early script", () => {
  it("comes first among the page's scripts, so it runs before the app's entry", () => {
    const page = pageWith([
      { fileName: 'assets/index-YQf5gS_7.js', name: 'index', isEntry: true },
      { fileName: 'assets/early-BeQdh-aT.js', name: 'early', isEntry: true },
    ]);
    expect(page).toBe(`<head>
    <link rel="preload" href="/api/auth/session" as="fetch" crossorigin="anonymous" />
    <script type="module" src="/assets/early-BeQdh-aT.js"></script>
    <script type="module" crossorigin src="/assets/index-YQf5gS_7.js"></script>
  </head>`);
  });

  it("fails the build when its chunk imports another, which would make it wait for the app's code", () => {
    expect(() =>
      pageWith([{ fileName: 'assets/early-BeQdh-aT.js', name: 'early', isEntry: true, imports: ['assets/app.js'] }]),
    ).toThrow(/must import nothing, but assets\/early-BeQdh-aT.js imports assets\/app.js/);
  });

  it('fails the build when the early script is missing from it', () => {
    expect(() => pageWith([{ fileName: 'assets/index-YQf5gS_7.js', name: 'index', isEntry: true }])).toThrow(
      /no src\/early\/early.ts chunk/,
    );
  });
});
