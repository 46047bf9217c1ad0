import { AppRegistry } from 'react-native';
import notifee, { EventType } from '@notifee/react-native';
import AsyncStorage from '@react-native-async-storage/async-storage';

import App from './src/App';
import { name as appName } from './app.json';

// Runs when a notification event arrives while the app is not in the foreground.
notifee.onBackgroundEvent(async ({ type, detail }) => {
  if (type === EventType.DELIVERED && detail.notification?.data?.plantId) {
    await AsyncStorage.setItem(
      'reminders:lastDelivered',
      JSON.stringify({ plantId: detail.notification.data.plantId, at: Date.now() }),
    );
  }
});

AppRegistry.registerComponent(appName, () => App);
