import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'app.lullio.sleep',
  appName: 'Lullio',
  webDir: 'dist',
  plugins: {
    BackgroundRunner: {
      label: 'app.lullio.sleep.background.task',
      src: 'runners/background.js',
      event: 'syncRoutine',
      repeat: true,
      interval: 30,
      autoStart: true,
    },
  },
};

export default config;
