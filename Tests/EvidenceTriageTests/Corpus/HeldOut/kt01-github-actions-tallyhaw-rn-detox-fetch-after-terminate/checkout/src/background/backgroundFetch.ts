import BackgroundFetch from 'react-native-background-fetch';
import { runReminderSweep } from './reminderSweep';

export const NIGHTLY_SYNC = 'com.transistorsoft.nightlysync';

export async function initBackgroundFetch(): Promise<number> {
  const status = await BackgroundFetch.configure(
    {
      minimumFetchInterval: 15,
      stopOnTerminate: false,
      enableHeadless: true,
      startOnBoot: true,
    },
    async (taskId) => {
      console.log('[BackgroundFetch] event', taskId);
      await runReminderSweep();
      BackgroundFetch.finish(taskId);
    },
    (taskId) => {
      console.warn('[BackgroundFetch] TIMEOUT', taskId);
      BackgroundFetch.finish(taskId);
    },
  );
  return status;
}

export async function scheduleNightlySync(): Promise<string> {
  return BackgroundFetch.scheduleTask({
    taskId: NIGHTLY_SYNC,
    delay: 60 * 60 * 1000,
    periodic: true,
    requiresNetworkConnectivity: true,
  });
}
