import type { ExpoConfig } from 'expo/config';

// #214: UIBackgroundModes are no longer hand-written here; the config plugins
// add the modes they need during prebuild.
const config: ExpoConfig = {
  name: 'Seedling',
  slug: 'seedling',
  version: '2.3.0',
  scheme: 'seedling',
  ios: {
    bundleIdentifier: 'com.greenhouse.seedling',
    buildNumber: '188',
    infoPlist: {
      ITSAppUsesNonExemptEncryption: false,
    },
  },
  plugins: [
    [
      'expo-notifications',
      {
        icon: './assets/notification-icon.png',
        color: '#2f6f3e',
      },
    ],
    'expo-background-task',
    'expo-router',
  ],
};

export default config;
