import BackgroundFetch from 'react-native-background-fetch';

import { runPantrySync } from '../pantry/sync';

/**
 * Starts the periodic pantry sync. Calling configure() is what submits the
 * BGAppRefreshTaskRequest for com.transistorsoft.fetch on iOS; until this
 * runs (after the RN bridge is up) the scheduler holds no request for it.
 */
export async function startBackgroundFetch(): Promise<number> {
  const status = await BackgroundFetch.configure(
    {
      minimumFetchInterval: 30,
      stopOnTerminate: false,
      enableHeadless: true,
    },
    async (taskId) => {
      try {
        await runPantrySync({ reason: 'background-fetch' });
      } finally {
        BackgroundFetch.finish(taskId);
      }
    },
    (taskId) => BackgroundFetch.finish(taskId),
  );
  return status;
}
