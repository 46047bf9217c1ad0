import messaging from '@react-native-firebase/messaging';
import { api } from '../api';
import { log } from '../log';

export type PushStatus = 'unknown' | 'registered' | 'failed';

export async function registerForPush(): Promise<PushStatus> {
  const auth = await messaging().requestPermission();
  if (auth !== messaging.AuthorizationStatus.AUTHORIZED && auth !== messaging.AuthorizationStatus.PROVISIONAL) {
    return 'unknown';
  }
  try {
    await messaging().registerDeviceForRemoteMessages();
    const token = await messaging().getToken();
    await api.post('/v2/devices', { platform: 'ios', token });
    return 'registered';
  } catch (error) {
    log.warn(`push registration failed: ${String(error)}`);
    return 'failed';
  }
}
