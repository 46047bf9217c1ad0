import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'com.marlpit.app',
  appName: 'Marlpit',
  webDir: 'dist',
  plugins: {
    BackgroundRunner: {
      label: 'com.marlpit.app.watering',
      src: 'runners/watering.js',
      event: 'checkWatering',
      repeat: true,
      interval: 60,
      autoStart: true,
    },
    LocalNotifications: {
      smallIcon: 'ic_stat_drop',
    },
  },
};

export default config;
