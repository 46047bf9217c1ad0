import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'shop.brambleberry.app',
  appName: 'Brambleberry',
  webDir: 'dist',
  ios: {
    contentInset: 'automatic',
    // webContentsDebuggingEnabled is left at its default (true for Debug builds only).
  },
  plugins: {
    SplashScreen: { launchShowDuration: 0 },
  },
};

export default config;
