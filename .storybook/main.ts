import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { uiViteConfig } from '../packages/ui/vite.plugins.ts';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, uiViteConfig()),
};

export default config;
