import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// MR !233 switched from CRA to Vite. CRA copied everything under public/
// (including public/runner.js) into build/; the runner file now lives in
// src/background/runner.js and nothing copies it into dist/.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist' },
});
