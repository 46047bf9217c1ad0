import { AppRegistry } from 'react-native';
import notifee from '@notifee/react-native';
import App from './src/App';
import { name as appName } from './app.json';
import { handleNotifeeEvent, registerBackgroundHandler } from './src/reminders/notifeeBackground';

registerBackgroundHandler();
notifee.onForegroundEvent(handleNotifeeEvent);
console.log('[reminders] notifee.onForegroundEvent subscribed');

AppRegistry.registerComponent(appName, () => App);
