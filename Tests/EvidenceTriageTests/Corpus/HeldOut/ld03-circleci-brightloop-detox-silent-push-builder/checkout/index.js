import { AppRegistry } from 'react-native';
import messaging from '@react-native-firebase/messaging';
import App from './src/App';
import { refreshInbox } from './src/inbox/refresh';

messaging().setBackgroundMessageHandler(async (remoteMessage) => {
  if (remoteMessage.data?.kind === 'inbox-refresh') {
    await refreshInbox(remoteMessage.data.inboxId);
  }
});

AppRegistry.registerComponent('Brightloop', () => App);
