import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'org.brinewell.volunteer',
  appName: 'Brinewell',
  webDir: 'www',
  ios: { scheme: 'Brinewell' },
};

export default config;
