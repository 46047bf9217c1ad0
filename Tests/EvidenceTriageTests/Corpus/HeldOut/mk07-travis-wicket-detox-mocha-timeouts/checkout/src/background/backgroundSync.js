import BackgroundFetch from 'react-native-background-fetch';
import { syncInbox } from '../sync/syncInbox';

export async function enableBackgroundSync() {
  return BackgroundFetch.configure(
    { minimumFetchInterval: 15, stopOnTerminate: false, enableHeadless: true },
    async (taskId) => {
      await syncInbox();
      BackgroundFetch.finish(taskId);
    },
    (taskId) => BackgroundFetch.finish(taskId),
  );
}
