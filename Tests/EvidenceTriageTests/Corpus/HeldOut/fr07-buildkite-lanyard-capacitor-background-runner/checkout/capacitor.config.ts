/// <reference types="@capacitor/background-runner" />
import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'app.lanyard.mobile',
  appName: 'Lanyard',
  webDir: 'dist',
  plugins: {
    BackgroundRunner: {
      label: 'app.lanyard.checkin',
      src: 'runners/checkin.js',
      event: 'checkIn',
      repeat: true,
      interval: 5,
      autoStart: true,
    },
  },
};

export default config;
