import { AppRegistry } from 'react-native';
import notifee, { EventType } from '@notifee/react-native';
import AsyncStorage from '@react-native-async-storage/async-storage';
import App from './src/App';
import { name as appName } from './app.json';

// Marks a dose as "delivered" so the home screen can show the badge.
// NOTE: on iOS this only runs for events iOS actually hands to the app (presses, actions);
// a trigger notification that fires while the app is backgrounded produces no DELIVERED event.
notifee.onBackgroundEvent(async ({ type, detail }) => {
  console.log(`[notifee] onBackgroundEvent type=${type} id=${detail.notification?.id}`);
  if (type === EventType.DELIVERED && detail.notification?.id) {
    await AsyncStorage.setItem(`delivered:${detail.notification.id}`, new Date().toISOString());
  }
});

AppRegistry.registerComponent(appName, () => App);
