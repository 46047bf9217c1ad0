import PushNotification from 'react-native-push-notification';
import PushNotificationIOS from '@react-native-community/push-notification-ios';
import { api } from '../api';
import { store } from '../store';

export function configurePush(): void {
  PushNotification.configure({
    onRegister: async ({ token }) => {
      console.log(`[push] onRegister token=${token.slice(0, 8)}…`);
      await api.post('/devices', { platform: 'ios', token });
      store.dispatch({ type: 'push/registered' });
    },
    onNotification: (notification) => {
      if (notification.data?.['content-available'] === 1 || notification.data?.type === 'route-updated') {
        console.log('[push] silent refresh');
        store.dispatch({ type: 'jobs/refresh' });
      }
      notification.finish(PushNotificationIOS.FetchResult.NewData);
    },
    permissions: { alert: true, badge: true, sound: true },
    popInitialNotification: true,
    requestPermissions: true,
  });
  console.log('[push] configure() called, requestPermissions=true');
}
