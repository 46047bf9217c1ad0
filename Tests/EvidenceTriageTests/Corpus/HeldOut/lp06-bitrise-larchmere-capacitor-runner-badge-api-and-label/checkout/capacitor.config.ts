import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'com.larchmere.crew',
  appName: 'Larchmere',
  webDir: 'dist',
  plugins: {
    BackgroundRunner: {
      // LM-219 renamed the task from "com.larchmere.crew.check-in".
      label: 'com.larchmere.crew.checkin',
      src: 'runners/checkin.js',
      event: 'checkIn',
      repeat: true,
      interval: 30,
      autoStart: true,
    },
  },
};

export default config;
