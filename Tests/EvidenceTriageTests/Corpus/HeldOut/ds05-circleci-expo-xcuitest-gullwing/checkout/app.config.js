export default {
  expo: {
    name: 'Gullwing',
    slug: 'gullwing',
    version: '5.2.0',
    ios: {
      bundleIdentifier: 'app.gullwing.mobile',
      infoPlist: {
        UIBackgroundModes: ['fetch', 'location', 'processing'],
        NSLocationWhenInUseUsageDescription: 'Gullwing shows moorings near you.',
        NSLocationAlwaysAndWhenInUseUsageDescription: 'Gullwing logs your track while you sail.',
      },
    },
    plugins: [
      'expo-dev-client',
      'expo-background-task',
      ['expo-location', { isIosBackgroundLocationEnabled: true }],
      // Silent pushes (content-available) start NOTIFICATION_TASK since !733.
      ['expo-notifications', { icon: './assets/notification-icon.png', color: '#0B5FA5' }],
    ],
  },
};
