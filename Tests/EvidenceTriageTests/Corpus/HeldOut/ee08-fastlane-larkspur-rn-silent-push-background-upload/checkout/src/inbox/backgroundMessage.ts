import messaging from '@react-native-firebase/messaging';
import { inboxStore } from './inboxStore';
import { log } from '../log';

// Registered in index.js before AppRegistry.registerComponent.
messaging().setBackgroundMessageHandler(async (message) => {
  log(`[push] background message handled type=${message.data?.type}`);
  if (message.data?.type === 'inbox-sync') {
    await inboxStore.syncUnread(Number(message.data.unread ?? 0));
  }
});
