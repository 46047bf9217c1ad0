import { AppRegistry } from 'react-native';
import messaging from '@react-native-firebase/messaging';

import { name as appName } from './app.json';
import { HeadlessCheck } from './src/HeadlessCheck';
import { handleTrackingPush } from './src/parcels/trackingPush';

// Data-only tracking pushes (content-available) update the parcel cache in the background.
messaging().setBackgroundMessageHandler(async (remoteMessage) => {
  await handleTrackingPush(remoteMessage);
});

AppRegistry.registerComponent(appName, () => HeadlessCheck);
