import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'com.larkspur.field',
  appName: 'Larkspur Field',
  webDir: 'dist',
  plugins: {
    BackgroundRunner: {
      label: 'com.larkspur.field.background',
      src: 'runners/background.js',
      event: 'checkIn',
      repeat: true,
      interval: 15,
      autoStart: true,
    },
  },
};

export default config;
