import type { ExpoConfig } from 'expo/config';

const config: ExpoConfig = {
  name: 'Switchback',
  slug: 'switchback',
  version: '4.2.0',
  scheme: 'switchback',
  ios: {
    bundleIdentifier: 'app.switchback.hike',
    buildNumber: '4207',
    supportsTablet: false,
    infoPlist: {
      NSLocationWhenInUseUsageDescription: 'Switchback shows where you are on the trail map.',
      NSLocationAlwaysAndWhenInUseUsageDescription: 'Switchback records your route while your phone is in your pocket.',
      // SW-361: App Review (build 4.1.3) asked why the app declares
      // background location; removed for resubmission. expo-background-task
      // needs processing + its permitted identifier.
      UIBackgroundModes: ['fetch', 'processing', 'remote-notification'],
      BGTaskSchedulerPermittedIdentifiers: ['com.expo.modules.backgroundtask.processing'],
    },
  },
  plugins: [
    [
      'expo-location',
      {
        locationAlwaysAndWhenInUsePermission:
          'Switchback records your route while your phone is in your pocket.',
        // Was true until SW-361. With false the plugin no longer adds
        // `location` to UIBackgroundModes at prebuild.
        isIosBackgroundLocationEnabled: false,
      },
    ],
    'expo-background-task',
    'expo-task-manager',
    'expo-sqlite',
  ],
};

export default config;
