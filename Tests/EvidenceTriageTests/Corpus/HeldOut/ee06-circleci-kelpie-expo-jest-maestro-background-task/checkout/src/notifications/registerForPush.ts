import * as Notifications from 'expo-notifications';
import { api } from '../api';

export async function registerForPush(): Promise<string | null> {
  const { status } = await Notifications.getPermissionsAsync();
  if (status !== 'granted') return null;
  const token = await Notifications.getExpoPushTokenAsync({ projectId: 'kelpie' });
  await api.post('/devices', { token: token.data });
  return token.data;
}
