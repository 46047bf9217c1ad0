import BackgroundFetch from 'react-native-background-fetch';
import { refreshTides } from '../tides/refresh';
import { setLastSyncSource } from '../state/sync';

export async function startBackgroundSync(): Promise<void> {
  const status = await BackgroundFetch.configure(
    { minimumFetchInterval: 15, stopOnTerminate: false, enableHeadless: true },
    async (taskId) => {
      await refreshTides();
      setLastSyncSource('background');
      BackgroundFetch.finish(taskId);
    },
    (taskId) => BackgroundFetch.finish(taskId),
  );
  console.log(`[BackgroundFetch] configure status: ${status} (${status === 2 ? 'AVAILABLE' : 'RESTRICTED'})`);
  await BackgroundFetch.scheduleTask({
    taskId: 'com.harborline.tides.refresh',
    delay: 15 * 60 * 1000,
    periodic: false,
    requiresNetworkConnectivity: true,
  });
  console.log('[BackgroundFetch] scheduleTask com.harborline.tides.refresh OK');
}
