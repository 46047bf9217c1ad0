import type { ExpoConfig } from 'expo/config';

const IS_E2E = process.env.APP_VARIANT === 'e2e';

const config: ExpoConfig = {
  name: IS_E2E ? 'Switchback E2E' : 'Switchback',
  slug: 'switchback',
  scheme: 'switchback',
  version: '3.8.0',
  orientation: 'portrait',
  icon: './assets/icon.png',
  userInterfaceStyle: 'automatic',
  ios: {
    bundleIdentifier: 'com.larchworks.switchback',
    buildNumber: '412',
    supportsTablet: false,
    infoPlist: {
      // Location keys moved to the expo-location plugin below (PR #1187).
      UIBackgroundModes: ['fetch', 'remote-notification'],
      ITSAppUsesNonExemptEncryption: false,
    },
  },
  plugins: [
    [
      'expo-location',
      {
        locationAlwaysAndWhenInUsePermission:
          'Switchback records your route while the screen is locked.',
        locationWhenInUsePermission: 'Switchback shows where you are on the trail map.',
      },
    ],
    [
      'expo-notifications',
      {
        icon: './assets/notification-icon.png',
        color: '#2F6B4F',
      },
    ],
    'expo-task-manager',
    'expo-background-fetch',
    '@config-plugins/detox',
  ],
  extra: {
    apiBaseUrl: IS_E2E ? 'http://localhost:9042' : 'https://api.switchback.example',
    eas: { projectId: '6f2a0c1e-3b7d-4d52-9a0e-2c44b8f1e5a9' },
  },
};

export default config;
