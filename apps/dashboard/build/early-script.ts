import type { Plugin } from 'vite';

/** The early script's entry (`src/early/early.ts`), built as an input of its own beside the page. */
export const EARLY_ENTRY = 'src/early/early.ts';
const EARLY_NAME = 'early';

/**
 * Puts the early script in the page in front of the app's entry. Module scripts run in the order of the page, once it
 * is parsed (at once: it holds nothing else), so the early script runs as soon as it has arrived — long before the
 * app's entry, many times its size — and never after it, even when both come from the cache (an `async` one did,
 * now and then, and its requests were then asked twice). The build fails when its chunk imports anything: it would
 * then wait for (or run) code of the app's.
 */
export function earlyScript(): Plugin {
  return {
    name: 'cuadre-early-script',
    apply: 'build',
    config: () => ({
      build: { rolldownOptions: { input: { index: 'index.html', [EARLY_NAME]: EARLY_ENTRY } } },
    }),
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === EARLY_NAME,
        );
        if (chunk === undefined || chunk.type !== 'chunk') throw new Error(`The build has no ${EARLY_ENTRY} chunk.`);
        const imports = [...chunk.imports, ...chunk.dynamicImports];
        if (imports.length > 0) {
          throw new Error(`The early script must import nothing, but ${chunk.fileName} imports ${imports.join(', ')}.`);
        }
        const entry = html.indexOf('<script type="module"');
        if (entry === -1) throw new Error('The page has no entry script to put the early script in front of.');
        const tag = `<script type="module" src="/${chunk.fileName}"></script>\n    `;
        return `${html.slice(0, entry)}${tag}${html.slice(entry)}`;
      },
    },
  };
}
