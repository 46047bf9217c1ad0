import messaging from '@react-native-firebase/messaging';
import { refreshInbox } from '../inbox/refreshInbox';

// Registered in index.js before AppRegistry.registerComponent.
export function registerBackgroundHandler() {
  messaging().setBackgroundMessageHandler(async (remoteMessage) => {
    if (remoteMessage.data?.kind === 'inbox-sync') {
      await refreshInbox({ reason: 'push' });
    }
  });
}
