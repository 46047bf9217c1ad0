import { BackgroundFetch } from '@transistorsoft/capacitor-background-fetch';

import { refreshInbox } from '../receipts/inbox';

export async function initBackgroundFetch(): Promise<void> {
  const status = await BackgroundFetch.configure(
    { minimumFetchInterval: 30 },
    async (taskId) => {
      console.log('[BackgroundFetch] EVENT:', taskId);
      await refreshInbox();
      BackgroundFetch.finish(taskId);
    },
    async (taskId) => BackgroundFetch.finish(taskId),
  );
  console.log('[BackgroundFetch] configure status:', status);
}
