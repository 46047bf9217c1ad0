import BackgroundFetch from 'react-native-background-fetch';

import { uploadPendingWalks } from '../walks/uploadPendingWalks';

export async function startBackgroundSync(): Promise<number> {
  return BackgroundFetch.configure(
    {
      minimumFetchInterval: 15,
      stopOnTerminate: false,
      enableHeadless: true,
      startOnBoot: true,
    },
    onFetch,
    onTimeout,
  );
}

export async function onFetch(taskId: string): Promise<void> {
  console.log('[Brindle] fetch event', taskId);
  await uploadPendingWalks();
  // iOS gives the app about 30 s; finish() must always be called.
  BackgroundFetch.finish(taskId);
}

function onTimeout(taskId: string): void {
  console.warn('[Brindle] fetch timeout', taskId);
  BackgroundFetch.finish(taskId);
}
