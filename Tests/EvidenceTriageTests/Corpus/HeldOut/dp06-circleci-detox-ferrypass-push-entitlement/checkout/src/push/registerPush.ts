import messaging from '@react-native-firebase/messaging';
import { api } from '../api';
import { pushStatus } from './pushStatus';

export async function enableSailingAlerts(): Promise<void> {
  const authStatus = await messaging().requestPermission({ provisional: false });
  const enabled =
    authStatus === messaging.AuthorizationStatus.AUTHORIZED ||
    authStatus === messaging.AuthorizationStatus.PROVISIONAL;
  if (!enabled) {
    pushStatus.set('denied');
    return;
  }
  try {
    await messaging().registerDeviceForRemoteMessages();
    const token = await messaging().getToken();
    await api.put('/v2/devices/me/push-token', { token, platform: 'ios' });
    pushStatus.set('registered');
  } catch (error) {
    console.log('Error getting FCM token:', error);
    pushStatus.set('error');
  }
}
