import { ExpoConfig } from 'expo/config';

const config: ExpoConfig = {
  name: 'Outpost',
  slug: 'outpost-notes',
  version: '3.4.0',
  scheme: 'outpost',
  ios: {
    bundleIdentifier: 'io.outpostnotes.app',
    supportsTablet: true,
  },
  plugins: ['expo-router', 'expo-background-task', 'expo-sqlite'],
};

export default config;
