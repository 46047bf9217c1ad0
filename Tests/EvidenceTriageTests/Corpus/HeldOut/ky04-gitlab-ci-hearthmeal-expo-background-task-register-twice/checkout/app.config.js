export default {
  expo: {
    name: 'Hearthmeal',
    slug: 'hearthmeal',
    ios: {
      bundleIdentifier: 'com.hearthmeal.app',
      infoPlist: { UIBackgroundModes: ['fetch', 'processing'] },
    },
    plugins: ['expo-router', 'expo-localization'],
  },
};
