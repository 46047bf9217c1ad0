import { ExpoConfig } from 'expo/config';

// 3.0: Live Activities moved to the expo-widgets plugin; the hand-written
// ios.infoPlist block (NSSupportsLiveActivities, UIBackgroundModes) was removed with it.
const config: ExpoConfig = {
  name: 'Scoreline',
  slug: 'scoreline',
  ios: {
    bundleIdentifier: 'com.scoreline.app',
    infoPlist: { UIBackgroundModes: ['remote-notification'] },
  },
  plugins: [['expo-widgets', { enablePushNotifications: true }]],
};
export default config;
