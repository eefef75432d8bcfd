import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { compileCatalogs } from './build/compile-catalogs.ts';

const apiTarget = process.env.API_ORIGIN ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    compileCatalogs(),
    // React Aria's own strings (date fields, drop zones, number steppers) in the product's two languages only;
    // Spanish (Puerto Rico) reads react-aria's Spanish.
    optimizeLocales.vite({ locales: ['en', 'es'] }),
  ],
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
