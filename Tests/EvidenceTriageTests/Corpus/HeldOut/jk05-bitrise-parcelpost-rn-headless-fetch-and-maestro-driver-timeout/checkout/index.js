import { AppRegistry } from 'react-native';
import BackgroundFetch from 'react-native-background-fetch';
import App from './src/App';
import { name as appName } from './app.json';
import { drainDeliveryQueue } from './src/sync/drainDeliveryQueue';

// Runs the queue drain when the app is terminated ("headless").
BackgroundFetch.registerHeadlessTask(async ({ taskId, timeout }) => {
  if (timeout) {
    BackgroundFetch.finish(taskId);
    return;
  }
  await drainDeliveryQueue({ reason: 'headless' });
  BackgroundFetch.finish(taskId);
});

AppRegistry.registerComponent(appName, () => App);
