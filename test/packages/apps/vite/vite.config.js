import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// Two pages: one imports spec-viewer, the other spec-viewer/extended. Nothing else is configured.
export default defineConfig({
  base: './',
  build: { rollupOptions: { input: { base: resolve(import.meta.dirname, 'index.html'), extended: resolve(import.meta.dirname, 'extended.html') } } },
});
