import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'org.tidewatch.app',
  appName: 'Tidewatch',
  webDir: 'dist',
  plugins: {
    BackgroundRunner: {
      label: 'org.tidewatch.app.checkin',
      src: 'runners/background.js',
      event: 'checkIn',
      repeat: true,
      interval: 15,
      autoStart: true,
    },
  },
};

export default config;
