import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // Files share a worker and its module cache: each file in its own worker spent ~2 s importing the UI
    // package and starting happy-dom (136 s → 16 s for the suite). The setup file's afterEach empties the
    // DOM and both storages between tests, and the suite passes with its files in any order
    // (`vitest run --sequence.shuffle.files`).
    isolate: false,
    restoreMocks: true,
  },
});
