import { AppRegistry } from 'react-native';
import messaging from '@react-native-firebase/messaging';
import AsyncStorage from '@react-native-async-storage/async-storage';
import App from './src/App';
import { name as appName } from './app.json';
import { runInboxSync } from './src/inbox/runInboxSync';

// Must be registered outside of the React tree, before AppRegistry, so the
// headless launch for a background message finds it.
messaging().setBackgroundMessageHandler(async remoteMessage => {
  if (remoteMessage.data?.type === 'inbox-sync') {
    await runInboxSync();
    await AsyncStorage.setItem('lastSyncMessageId', String(remoteMessage.data.messageId));
    console.log(`[push] background sync handled ${remoteMessage.data.messageId}`);
  }
});

AppRegistry.registerComponent(appName, () => App);
