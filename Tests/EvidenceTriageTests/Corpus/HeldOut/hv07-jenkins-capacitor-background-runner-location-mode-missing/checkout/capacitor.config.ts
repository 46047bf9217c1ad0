import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'com.kestrel.checkin',
  appName: 'Kestrel Check-in',
  webDir: 'dist',
  plugins: {
    BackgroundRunner: {
      label: 'com.kestrel.checkin.background.task',
      src: 'runners/background.js',
      event: 'checkIn',
      repeat: true,
      interval: 15,
      autoStart: true,
    },
  },
};

export default config;
