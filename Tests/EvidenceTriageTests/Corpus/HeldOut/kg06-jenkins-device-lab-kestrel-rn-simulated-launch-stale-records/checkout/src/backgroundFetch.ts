import BackgroundFetch from 'react-native-background-fetch';
import { syncJobs } from './jobs/sync';
import { recordJsEvent } from './testing/jsEventLog';

export const JOB_SYNC_TASK = 'com.kestrel.field.job-sync';

export async function initBackgroundFetch(): Promise<void> {
  const status = await BackgroundFetch.configure(
    { minimumFetchInterval: 15, requiredNetworkType: BackgroundFetch.NETWORK_TYPE_ANY },
    async (taskId: string) => {
      console.log('[BackgroundFetch] task: ', taskId);
      recordJsEvent(taskId);
      if (taskId === JOB_SYNC_TASK) {
        await syncJobs();
      }
      BackgroundFetch.finish(taskId);
    },
    async (taskId: string) => {
      console.warn('[BackgroundFetch] TIMEOUT task: ', taskId);
      BackgroundFetch.finish(taskId);
    },
  );
  console.log('[BackgroundFetch] configure status: ', status);

  await BackgroundFetch.scheduleTask({
    taskId: JOB_SYNC_TASK,
    delay: 60 * 60 * 1000,
    periodic: false,
    requiresNetworkConnectivity: true,
  }).catch((e) => console.warn('[BackgroundFetch] scheduleTask failed: ', e));
}
