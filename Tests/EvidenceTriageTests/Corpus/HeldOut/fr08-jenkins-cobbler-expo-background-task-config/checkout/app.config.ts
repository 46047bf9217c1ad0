import type { ExpoConfig } from 'expo/config';

// Plugins that need a config step. Packages that only autolink are not listed
// here any more (see "Tidy app config" in CHANGELOG).
const plugins: ExpoConfig['plugins'] = [
  'expo-router',
  ['expo-notifications', { icon: './assets/notification-icon.png' }],
  ['expo-build-properties', { ios: { deploymentTarget: '15.1' } }],
];

const config: ExpoConfig = {
  name: 'Cobbler',
  slug: 'cobbler',
  scheme: 'cobbler',
  version: '2.6.0',
  ios: {
    bundleIdentifier: 'shop.cobbler.app',
    supportsTablet: true,
    infoPlist: {
      UIBackgroundModes: ['fetch', 'processing', 'remote-notification'],
    },
  },
  plugins,
};

export default config;
