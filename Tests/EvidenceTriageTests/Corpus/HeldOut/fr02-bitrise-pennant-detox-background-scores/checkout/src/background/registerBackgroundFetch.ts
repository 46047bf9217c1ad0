import BackgroundFetch from 'react-native-background-fetch';

import { refreshScores } from '../scores/refreshScores';

/**
 * Periodic score refresh. iOS decides when (and whether) the
 * com.transistorsoft.fetch task runs; minimumFetchInterval is only a floor.
 */
export async function registerBackgroundFetch(): Promise<number> {
  const status = await BackgroundFetch.configure(
    {
      minimumFetchInterval: 15,
      stopOnTerminate: false,
      enableHeadless: true,
      startOnBoot: true,
    },
    async (taskId: string) => {
      console.log('[Pennant] background fetch', taskId);
      try {
        await refreshScores('background');
      } finally {
        BackgroundFetch.finish(taskId);
      }
    },
    async (taskId: string) => {
      console.warn('[Pennant] background fetch timed out', taskId);
      BackgroundFetch.finish(taskId);
    },
  );
  console.log('[Pennant] BackgroundFetch.configure status', status);
  return status;
}
