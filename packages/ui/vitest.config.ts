import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, findChromium } from '../../scripts/browser.ts';
import { uiViteConfig } from './vite.plugins.ts';

const packageDir = fileURLToPath(new URL('.', import.meta.url));
const storybookDir = fileURLToPath(new URL('../../.storybook', import.meta.url));

const chromium = playwright({
  launchOptions: { executablePath: findChromium(), args: chromiumArgs },
});

export default defineConfig({
  ...uiViteConfig(),
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        plugins: [
          await storybookTest({ configDir: storybookDir }),
          // Storybook roots the project at the repository; dependencies must resolve from this package instead.
          { name: 'cuadre-ui-root', enforce: 'post', config: () => ({ root: packageDir }) },
        ],
        test: {
          name: 'storybook',
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
            provider: chromium,
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Tight enough that a brand-colour change fails, and stable across runs on one Chromium build.
                comparatorOptions: { threshold: 0.01, allowedMismatchedPixelRatio: 0.001 },
              },
            },
          },
        },
      },
    ],
  },
});
