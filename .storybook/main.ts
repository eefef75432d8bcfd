import type { StorybookConfig } from '@storybook/react-vite';
import { msw } from 'msw/vite';
import { mergeConfig } from 'vite';
import { compileCatalogs } from '../apps/dashboard/build/compile-catalogs.ts';
import { uiViteConfig } from '../packages/ui/vite.plugins.ts';

const libraryStories = ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.tsx'];
// The dashboard's screens, on fixtures the API's contract types (apps/dashboard/src/test/screens).
const screenStories = ['../apps/dashboard/src/**/*.stories.tsx'];

// Storybook shows every story. Under Vitest each package tests its own: the library's, unless the dashboard's
// configuration (apps/dashboard/vitest.config.ts) asks for its screens.
function stories(): string[] {
  if (process.env.CUADRE_STORIES === 'screens') return screenStories;
  return process.env.VITEST === 'true' ? libraryStories : [...libraryStories, ...screenStories];
}

const config: StorybookConfig = {
  stories: stories(),
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(mergeConfig(viteConfig, uiViteConfig()), {
      // Mock Service Worker's script, served to Storybook and its tests only, never by the product's build; the
      // dashboard's message catalogs compiled in a built Storybook as in the product's build.
      plugins: [msw({ mode: 'worker-only' }), compileCatalogs()],
    }),
};

export default config;
