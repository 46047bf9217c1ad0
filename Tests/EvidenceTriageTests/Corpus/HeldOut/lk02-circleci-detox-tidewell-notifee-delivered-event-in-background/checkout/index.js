import { AppRegistry } from 'react-native';
import notifee, { EventType } from '@notifee/react-native';
import AsyncStorage from '@react-native-async-storage/async-storage';
import App from './src/App';
import { name as appName } from './app.json';

// Marks a reminder "Delivered" when its trigger notification fires while the app is not in view.
notifee.onBackgroundEvent(async ({ type, detail }) => {
  if (type === EventType.DELIVERED && detail.notification?.id) {
    await AsyncStorage.setItem(`delivered:${detail.notification.id}`, String(Date.now()));
  }
});

AppRegistry.registerComponent(appName, () => App);
