import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { viteStaticCopy } from 'vite-plugin-static-copy';

export default defineConfig({
  plugins: [
    react(),
    // The Background Runner loads its script from the app bundle
    // (public/<src> in capacitor.config.ts), so it has to end up in dist/.
    viteStaticCopy({
      targets: [{ src: 'src/runners/*.js', dest: 'runners' }],
    }),
  ],
  test: {
    environment: 'node',
    retry: 1,
  },
});
