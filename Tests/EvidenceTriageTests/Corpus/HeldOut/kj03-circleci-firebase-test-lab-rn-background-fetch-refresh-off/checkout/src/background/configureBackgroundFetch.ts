import BackgroundFetch from 'react-native-background-fetch';
import { uploadPendingTracks } from '../tracks/upload';

export async function configureBackgroundFetch(): Promise<number> {
  const status = await BackgroundFetch.configure(
    { minimumFetchInterval: 15, stopOnTerminate: false, enableHeadless: true },
    async (taskId) => {
      if (taskId === 'com.transistorsoft.trailmark.upload') await uploadPendingTracks();
      BackgroundFetch.finish(taskId);
    },
    (taskId) => BackgroundFetch.finish(taskId),
  );
  // 0 = RESTRICTED, 1 = DENIED, 2 = AVAILABLE
  console.log(`[BackgroundFetch] configure status: ${status}`);
  await BackgroundFetch.scheduleTask({
    taskId: 'com.transistorsoft.trailmark.upload',
    delay: 15 * 60 * 1000,
    periodic: false,
    requiresNetworkConnectivity: true,
  });
  return status;
}
