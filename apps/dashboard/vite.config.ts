import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compileCatalogs } from './build/compile-catalogs.ts';

const apiTarget = process.env.API_ORIGIN ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), compileCatalogs()],
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2023',
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/oidc': apiTarget,
    },
  },
});
