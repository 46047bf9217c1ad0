import messaging from '@react-native-firebase/messaging';
import { refreshInboxBadge } from '../inbox/badge';

// Data-only messages while the app is in the background.
messaging().setBackgroundMessageHandler(async remoteMessage => {
  if (remoteMessage.data?.thread_id) {
    await refreshInboxBadge(remoteMessage.data.thread_id as string);
  }
});
