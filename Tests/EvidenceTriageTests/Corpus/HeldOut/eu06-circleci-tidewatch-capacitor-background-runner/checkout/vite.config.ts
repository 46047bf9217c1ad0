import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The background runner script is plain JS run by the plugin's JS engine, outside the WebView.
// It is built separately (npm run build:runner) into dist/runners/background.js.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
