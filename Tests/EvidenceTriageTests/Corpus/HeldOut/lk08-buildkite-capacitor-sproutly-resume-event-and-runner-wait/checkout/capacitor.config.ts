import { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'garden.sproutly.app',
  appName: 'Sproutly',
  webDir: 'dist',
  plugins: {
    BackgroundRunner: {
      label: 'garden.sproutly.app.checkin',
      src: 'runners/checkin.js',
      event: 'checkIn',
      repeat: true,
      interval: 15,
      autoStart: true,
    },
  },
};
export default config;
