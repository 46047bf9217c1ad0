import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'com.marrowbank.app',
  appName: 'Marrowbank',
  webDir: 'dist',
  plugins: {
    BackgroundRunner: {
      label: 'com.marrowbank.app.check',
      // Resolved relative to webDir (copied to ios/App/App/public by `cap sync`).
      src: 'runner.js',
      event: 'checkIn',
      repeat: true,
      interval: 30,
      autoStart: true,
    },
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
  },
};

export default config;
