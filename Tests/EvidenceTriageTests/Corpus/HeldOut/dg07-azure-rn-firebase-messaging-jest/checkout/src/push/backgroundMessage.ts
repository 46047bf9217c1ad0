import notifee from '@notifee/react-native';
import type { FirebaseMessagingTypes } from '@react-native-firebase/messaging';

import { parcelStore } from '../parcels/parcelStore';

const CHANNEL_ID = 'parcel-updates';

/**
 * Registered in index.js with messaging().setBackgroundMessageHandler(...),
 * before AppRegistry.registerComponent.
 */
export function onBackgroundMessage(remoteMessage: FirebaseMessagingTypes.RemoteMessage) {
  const { parcelId, status, title, body } = remoteMessage.data ?? {};

  if (parcelId && status) {
    parcelStore.applyStatus(String(parcelId), String(status));
  }

  // Show something in the tray for status changes.
  if (remoteMessage.notification || title) {
    notifee.displayNotification({
      title: remoteMessage.notification?.title ?? String(title),
      body: remoteMessage.notification?.body ?? String(body ?? ''),
      data: { parcelId: String(parcelId ?? '') },
      android: { channelId: CHANNEL_ID },
      ios: { threadId: 'parcels' },
    });
  }
}
