import { constants as zlib } from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { compileCatalogs } from './build/compile-catalogs.ts';
import { earlyScript } from './build/early-script.ts';
import { writePagePreloads } from './build/page-preloads.ts';
import { preloadFonts } from './build/preload-fonts.ts';

const apiTarget = process.env.API_ORIGIN ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    compileCatalogs(),
    preloadFonts(),
    earlyScript(),
    writePagePreloads(),
    // React Aria's own strings (date fields, drop zones, number steppers) in the product's two languages only;
    // Spanish (Puerto Rico) reads react-aria's Spanish.
    optimizeLocales.vite({ locales: ['en', 'es'] }),
    // Every asset also written brotli- and gzip-compressed at the strongest settings, once, at build time: the
    // server sends these files as they are (`preCompressed`) instead of compressing each download at its fast
    // per-request settings (the entry script: 105 KB instead of 123 KB, and no compression work per request).
    compression({
      include: /\.(js|css|html|svg)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
        defineAlgorithm('gzip', { level: zlib.Z_BEST_COMPRESSION }),
      ],
    }),
  ],
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2023',
    // One stylesheet for the whole product (12 KB gzip), loaded by index.html: a route's chunks then bring no
    // stylesheets of their own, each of which made the browser restyle the page when it arrived.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one chunk. Left to itself the bundler split off every module
        // that a lazy route also imports (the JSX runtime, Jotai's hooks, the formatters…) into a file of its own:
        // /ewa/employees loaded 49 scripts, now 42, each a request and a task on the page's main thread.
        codeSplitting: {
          // The early script (`build/early-script.ts`) stays a file of its own.
          groups: [{ name: 'app', tags: ['$initial'], test: (id) => !id.includes('/src/early/') }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/oidc': apiTarget,
    },
  },
});
