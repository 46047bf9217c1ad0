import PushNotificationIOS from '@react-native-community/push-notification-ios';
import messaging, { AuthorizationStatus } from '@react-native-firebase/messaging';
import { Platform } from 'react-native';

import { api } from '../api/client';

export async function registerDevice(): Promise<void> {
  const status = await messaging().requestPermission();
  if (status !== AuthorizationStatus.AUTHORIZED && status !== AuthorizationStatus.PROVISIONAL) {
    return;
  }
  if (Platform.OS === 'ios') {
    // Clear stale delivered notifications from before the last sign-in.
    PushNotificationIOS.removeAllDeliveredNotifications();
  }
  const token = await messaging().getToken();
  await api.post('/devices', { token, platform: Platform.OS });
}
