import type { CapacitorConfig } from '@capacitor/cli';
const config: CapacitorConfig = {
  appId: 'com.quaymark.app',
  appName: 'Quaymark',
  webDir: 'dist',
  plugins: {
    BackgroundRunner: { label: 'com.quaymark.app.background.sync', src: 'runners/sync.js', event: 'sync', repeat: true, interval: 30, autoStart: true },
  },
};
export default config;
