import BackgroundFetch from 'react-native-background-fetch';
import BackgroundGeolocation from 'react-native-background-geolocation';

import { syncQueue } from '../sync/syncQueue';

export async function enableBackgroundSync(): Promise<void> {
  await BackgroundGeolocation.ready({ stopOnTerminate: false, startOnBoot: true, heartbeatInterval: 600 });
  await BackgroundFetch.configure(
    { minimumFetchInterval: 15, stopOnTerminate: false },
    async (taskId) => {
      await syncQueue('fetch');
      BackgroundFetch.finish(taskId);
    },
    (taskId) => BackgroundFetch.finish(taskId),
  );
}
