import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src',
  publicDir: 'static',          // copied verbatim into dist/
  build: { outDir: '../dist', emptyOutDir: true },
});
