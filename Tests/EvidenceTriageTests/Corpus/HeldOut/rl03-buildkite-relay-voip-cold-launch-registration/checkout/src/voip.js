import VoipPushNotification from 'react-native-voip-push-notification';
import { api } from './api';

export function startVoip() {
  VoipPushNotification.addEventListener('register', (token) => {
    api.registerVoipToken(token);
  });
  VoipPushNotification.addEventListener('notification', (notification) => {
    api.ackPush(notification.uuid);
  });
  VoipPushNotification.registerVoipToken();
}
