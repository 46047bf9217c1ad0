import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'com.siteward.app',
  appName: 'Siteward',
  webDir: 'dist',
  plugins: {
    BackgroundRunner: {
      label: 'com.siteward.checkin',
      src: 'runners/check-in.js',
      event: 'checkIn',
      repeat: true,
      interval: 30,
      autoStart: true,
    },
  },
};

export default config;
