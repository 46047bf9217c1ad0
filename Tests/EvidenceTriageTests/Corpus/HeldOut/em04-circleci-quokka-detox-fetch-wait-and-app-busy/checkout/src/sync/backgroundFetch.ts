import BackgroundFetch from 'react-native-background-fetch';
import { pullReadings } from './pullReadings';

export const FETCH_INTERVAL_MINUTES = 15;

export async function configureBackgroundFetch(): Promise<number> {
  return BackgroundFetch.configure(
    {
      minimumFetchInterval: FETCH_INTERVAL_MINUTES,
      stopOnTerminate: false,
      enableHeadless: true,
      requiredNetworkType: BackgroundFetch.NETWORK_TYPE_ANY,
    },
    async (taskId) => {
      console.log('[BackgroundFetch] event received:', taskId);
      const count = await pullReadings();
      console.log(`[BackgroundFetch] fetched ${count} readings`);
      BackgroundFetch.finish(taskId);
    },
    async (taskId) => {
      console.warn('[BackgroundFetch] TIMEOUT:', taskId);
      BackgroundFetch.finish(taskId);
    },
  );
}
