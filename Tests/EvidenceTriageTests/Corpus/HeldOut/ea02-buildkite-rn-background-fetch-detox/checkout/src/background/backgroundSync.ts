import BackgroundFetch from 'react-native-background-fetch';
import { routeFetchEvent } from './fetchEventRouter';
import { markLastSyncSource } from '../sync/lastSync';

export async function configureBackgroundSync(): Promise<number> {
  return BackgroundFetch.configure(
    {
      minimumFetchInterval: 15,
      stopOnTerminate: false, // Android only: iOS stops fetch events when the user terminates the app
      enableHeadless: true, // Android only
      requiredNetworkType: BackgroundFetch.NETWORK_TYPE_ANY,
    },
    async (taskId) => {
      console.log('[js] Received background-fetch event: ', taskId);
      const routed = await routeFetchEvent(taskId);
      if (routed === 'sync') {
        await markLastSyncSource('background-fetch');
      }
    },
    (taskId) => {
      console.warn('[js] background-fetch timeout: ', taskId);
      BackgroundFetch.finish(taskId);
    },
  );
}
