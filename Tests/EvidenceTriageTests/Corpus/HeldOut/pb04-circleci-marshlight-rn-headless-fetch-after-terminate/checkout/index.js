// index.js
import { AppRegistry } from 'react-native';
import BackgroundFetch from 'react-native-background-fetch';
import App from './src/App';
import { name as appName } from './app.json';
import { syncTrails } from './src/sync/syncTrails';
import { writeHeadlessMarker } from './src/sync/marker';

const MarshlightHeadlessTask = async (event) => {
  const { taskId, timeout } = event;
  if (timeout) {
    BackgroundFetch.finish(taskId);
    return;
  }
  await syncTrails({ reason: 'headless' });
  await writeHeadlessMarker();
  BackgroundFetch.finish(taskId);
};

BackgroundFetch.registerHeadlessTask(MarshlightHeadlessTask);
AppRegistry.registerComponent(appName, () => App);
