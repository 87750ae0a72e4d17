import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  base: './',
  // Tags with a dash that Vue does not know are custom elements: <spec-viewer> is not resolved as a component.
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag === 'spec-viewer' } } })],
});
