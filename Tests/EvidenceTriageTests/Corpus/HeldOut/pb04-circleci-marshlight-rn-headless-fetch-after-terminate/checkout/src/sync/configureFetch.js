// src/sync/configureFetch.js
import BackgroundFetch from 'react-native-background-fetch';
import { syncTrails } from './syncTrails';

export async function configureFetch(setStatus) {
  const status = await BackgroundFetch.configure(
    {
      minimumFetchInterval: 15,
      stopOnTerminate: false,
      enableHeadless: true,
      startOnBoot: true,
    },
    async (taskId) => {
      await syncTrails({ reason: 'fetch' });
      BackgroundFetch.finish(taskId);
    },
    (taskId) => BackgroundFetch.finish(taskId),
  );
  setStatus(status === BackgroundFetch.STATUS_AVAILABLE ? 'available' : 'unavailable');
}
