import { AppRegistry } from 'react-native';
import notifee, { EventType } from '@notifee/react-native';
import App from './src/App';
import { markDoseDelivered } from './src/doses/deliveryLog';
import { name as appName } from './app.json';

notifee.onBackgroundEvent(async ({ type, detail }) => {
  console.log('[Dosewise] background event', type, detail.notification?.id);
  if (type === EventType.DELIVERED && detail.notification?.data?.doseId) {
    await markDoseDelivered(detail.notification.data.doseId);
  }
});

AppRegistry.registerComponent(appName, () => App);
