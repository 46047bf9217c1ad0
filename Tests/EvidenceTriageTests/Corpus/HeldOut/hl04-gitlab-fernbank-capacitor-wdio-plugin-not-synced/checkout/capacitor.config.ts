import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'com.fernbank.budget',
  appName: 'Fernbank',
  webDir: 'dist',
  ios: { contentInset: 'automatic' },
};

export default config;
