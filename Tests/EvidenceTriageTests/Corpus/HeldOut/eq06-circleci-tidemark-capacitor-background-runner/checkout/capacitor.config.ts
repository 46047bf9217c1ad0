import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'io.tidemark.survey',
  appName: 'Tidemark',
  webDir: 'dist',
  plugins: {
    BackgroundRunner: {
      label: 'io.tidemark.checkin',
      src: 'runners/checkin.js',
      event: 'checkIn',
      repeat: true,
      interval: 15,
      autoStart: true,
    },
  },
};

export default config;
