import BackgroundFetch from 'react-native-background-fetch';
import { record } from './evidence';

export async function enableBackgroundSync(onSync) {
  const status = await BackgroundFetch.configure(
    { minimumFetchInterval: 15, stopOnTerminate: false },
    async (taskId) => {
      await onSync();
      BackgroundFetch.finish(taskId);
    },
    (taskId) => BackgroundFetch.finish(taskId),
  );
  record('com.transistorsoft.fetch', 'appRefresh', 'submission', status === BackgroundFetch.STATUS_AVAILABLE ? 'succeeded' : 'failed');
  return status;
}
