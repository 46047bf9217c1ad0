import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'com.larkhollow.app',
  appName: 'Larkhollow',
  webDir: 'dist',
  ios: {
    contentInset: 'always',
  },
};

export default config;
