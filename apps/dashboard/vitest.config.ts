import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromiumArgs, findChromium } from '../../scripts/browser.ts';
import { uiOptimizeDeps } from '../../packages/ui/vite.plugins.ts';

const packageDir = fileURLToPath(new URL('.', import.meta.url));
const storybookDir = fileURLToPath(new URL('../../.storybook', import.meta.url));

// The repository's one Storybook lists the library's stories and the screens; this package's tests run the screens.
process.env.CUADRE_STORIES = 'screens';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          // Files share a worker and its module cache: each file in its own worker spent ~2 s importing the UI
          // package and starting happy-dom (136 s → 16 s for the suite). The setup file's afterEach empties the
          // DOM and both storages between tests, and the suite passes with its files in any order
          // (`vitest run --sequence.shuffle.files`).
          isolate: false,
          restoreMocks: true,
          // A timeout here is a hang's limit, not a speed check: a form filled letter by letter, or a screen whose
          // chunk is transformed on first use, took up to 5 s on two cores shared with the API's suite, the default
          // limit, and failed a CI run on a slow machine.
          testTimeout: 30_000,
        },
      },
      {
        // The screens' stories (`*.stories.tsx` beside each page, src/test/screens) in the one Storybook of the
        // repository, run in Chromium: each must render its data, pass the accessibility check and match its
        // baseline in `__screenshots__` (`pnpm --filter @cuadre/dashboard test:screens:update` writes new ones).
        plugins: [
          await storybookTest({ configDir: storybookDir }),
          // Storybook roots the project at the repository; dependencies must resolve from this package instead.
          { name: 'cuadre-dashboard-root', enforce: 'post', config: () => ({ root: packageDir }) },
        ],
        optimizeDeps: { include: screenOptimizeDeps() },
        test: {
          name: 'screens',
          // Each story file in a frame of its own: with files sharing one frame (isolate: false), the setup file's
          // afterEach, which takes each story's screenshot, ran for the first file of the frame only, and the other
          // files' screenshots were never compared: a missing baseline passed (bench/RESULTS.md, 29 November, 18:45).
          isolate: true,
          dir: packageDir,
          // The first story of a file pays for loading its modules; CI machines are often busy.
          testTimeout: 60_000,
          setupFiles: [fileURLToPath(new URL('../../.storybook/vitest.setup.ts', import.meta.url))],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: findChromium(), args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // The library's tolerance (packages/ui/vitest.config.ts): a changed colour or a moved row fails.
                comparatorOptions: { threshold: 0.01, allowedMismatchedPixelRatio: 0.001 },
              },
            },
          },
        },
      },
    ],
  },
});

// Dependencies Vite would otherwise discover mid-run, reloading the page and failing the first stories.
function screenOptimizeDeps(): string[] {
  return [
    '@lingui/core',
    '@lingui/react',
    '@lingui/message-utils/compileMessage',
    '@tanstack/react-query',
    'jotai',
    'jotai/utils',
    'react-router',
    'msw',
    'msw/browser',
    'msw-storybook-addon/csf3',
    '@testing-library/react',
    '@cuadre/api-client > openapi-fetch',
    '@cuadre/api-client > openapi-react-query',
    // The library's own (packages/ui/vite.plugins.ts), found through it from this package.
    ...uiOptimizeDeps.map((name) => (name.startsWith('react') ? name : `@cuadre/ui > ${name}`)),
  ];
}
