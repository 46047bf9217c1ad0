import BackgroundFetch from 'react-native-background-fetch';
import { syncNow } from '../sync/syncEngine';

/** Configured once from App.tsx; on iOS this is the BGAppRefreshTask com.transistorsoft.fetch. */
export async function configureBackgroundFetch(): Promise<void> {
  await BackgroundFetch.configure(
    { minimumFetchInterval: 15, stopOnTerminate: false, enableHeadless: true },
    async (taskId) => {
      try {
        await syncNow();
      } finally {
        BackgroundFetch.finish(taskId);
      }
    },
    (taskId) => BackgroundFetch.finish(taskId),
  );
  console.log('background-fetch: configured (minimumFetchInterval 15)');
}
