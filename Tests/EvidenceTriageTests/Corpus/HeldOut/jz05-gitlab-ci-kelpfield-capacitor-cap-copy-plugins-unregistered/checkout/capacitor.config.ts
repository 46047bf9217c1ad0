import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'com.kelpfield.crew',
  appName: 'Kelpfield',
  webDir: 'dist',
  plugins: {
    BackgroundRunner: {
      label: 'com.kelpfield.crew.background',
      src: 'runners/sync-runner.js',
      event: 'syncVisits',
      repeat: true,
      interval: 15,
      autoStart: false,
    },
  },
};

export default config;
