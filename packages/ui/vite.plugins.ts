import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { UserConfig } from 'vite';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

// React is a dependency of this package, not of the root: files under the root's .storybook must still find one copy.
export function uiViteConfig(): UserConfig {
  return {
    plugins: [vanillaExtractPlugin()],
    optimizeDeps: { include: uiOptimizeDeps },
    resolve: {
      alias: [
        { find: /^react-dom(\/.*)?$/, replacement: `${packageDir('react-dom')}$1` },
        { find: /^react(\/.*)?$/, replacement: `${packageDir('react')}$1` },
      ],
    },
  };
}

// Dependencies Vite would otherwise discover mid-run, reloading the page and failing the first tests.
export const uiOptimizeDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  'radix-ui',
  'react-aria-components',
  '@internationalized/date',
  '@tanstack/react-table',
  '@tanstack/react-virtual',
  'lucide-react',
  '@visx/group',
  '@visx/scale',
  '@visx/shape',
];
