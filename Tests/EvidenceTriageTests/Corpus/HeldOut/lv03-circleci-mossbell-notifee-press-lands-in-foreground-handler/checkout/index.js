import { AppRegistry } from 'react-native';
import notifee from '@notifee/react-native';
import App from './src/App';
import { name as appName } from './app.json';
import { handleBackgroundEvent } from './src/notifications/handlers';

// Must be registered before the app component so background events
// (e.g. the user tapping a watering reminder) are routed correctly.
notifee.onBackgroundEvent(handleBackgroundEvent);

AppRegistry.registerComponent(appName, () => App);
