import BackgroundFetch from '@transistorsoft/capacitor-background-fetch';
import { uploadQueuedFixes } from './uploader';

export async function configureBackgroundSync(): Promise<number> {
  const status = await BackgroundFetch.configure(
    { minimumFetchInterval: 15 },
    async (taskId) => {
      await uploadQueuedFixes();
      BackgroundFetch.finish(taskId);
    },
    async (taskId) => BackgroundFetch.finish(taskId),
  );
  console.log(`[sync] BackgroundFetch.configure status: ${status}`);
  return status;
}
