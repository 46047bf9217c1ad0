import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'com.bramblehq.checkin',
  appName: 'Bramble',
  webDir: 'dist',
  plugins: {
    BackgroundRunner: {
      label: 'com.bramblehq.checkin.task',
      src: 'runners/checkin.js',
      event: 'checkIn',
      repeat: true,
      interval: 15,
      autoStart: true,
    },
  },
};

export default config;
