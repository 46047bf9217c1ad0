import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'com.copperleaf.app',
  appName: 'Copperleaf',
  webDir: 'dist',
  plugins: {
    BackgroundRunner: {
      // renamed from 'com.copperleaf.watering' in #402 (one label per app id)
      label: 'com.copperleaf.app.watering',
      src: 'runners/background.js',
      event: 'checkWatering',
      repeat: true,
      interval: 60,
      autoStart: true,
    },
  },
};

export default config;
