import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'io.lanternhouse.app',
  appName: 'Lanternhouse',
  webDir: 'www',
  plugins: {
    BackgroundRunner: {
      label: 'io.lanternhouse.app.sync',
      src: 'runners/sync.js',
      event: 'uploadQueuedEdits',
      repeat: true,
      interval: 15,
      autoStart: true,
    },
    LocalNotifications: {
      presentationOptions: [],
    },
  },
};

export default config;
