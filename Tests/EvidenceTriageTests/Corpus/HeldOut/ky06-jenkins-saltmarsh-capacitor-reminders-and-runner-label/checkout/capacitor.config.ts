import { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'org.saltmarsh.app',
  appName: 'Saltmarsh',
  webDir: 'dist',
  plugins: {
    BackgroundRunner: {
      label: 'org.saltmarsh.app.tides',
      src: 'runners/tides.js',
      event: 'refreshTides',
      repeat: true,
      interval: 30,
      autoStart: true,
    },
  },
};
export default config;
