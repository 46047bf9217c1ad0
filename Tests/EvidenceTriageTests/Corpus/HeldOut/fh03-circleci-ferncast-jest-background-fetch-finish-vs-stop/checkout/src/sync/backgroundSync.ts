import BackgroundFetch from 'react-native-background-fetch';

import { log } from '../util/log';
import { uploadPendingNotes } from './outboxQueue';

/** The plugin's periodic fetch task; must be in BGTaskSchedulerPermittedIdentifiers. */
export const FETCH_TASK_ID = 'com.transistorsoft.fetch';

export async function configureBackgroundSync(): Promise<number> {
  const status = await BackgroundFetch.configure(
    {
      minimumFetchInterval: 15,
      stopOnTerminate: false,
      enableHeadless: true,
      requiredNetworkType: BackgroundFetch.NETWORK_TYPE_ANY,
    },
    onFetch,
    onTimeout,
  );
  log.info(`[BackgroundFetch] configure status: ${status}`);
  return status;
}

export async function onFetch(taskId: string): Promise<void> {
  log.info(`[BackgroundFetch] task: ${taskId}`);
  const result = await uploadPendingNotes();
  log.info(`[BackgroundFetch] uploaded ${result.uploaded} note(s)`);
  BackgroundFetch.finish(taskId);
}

export function onTimeout(taskId: string): void {
  log.warn(`[BackgroundFetch] TIMEOUT task: ${taskId}`);
  BackgroundFetch.finish(taskId);
}

/** Settings → "Sync in background" switched off. */
export async function disableBackgroundSync(): Promise<void> {
  // Tell iOS we're done so no further fetch events are delivered.
  BackgroundFetch.finish(FETCH_TASK_ID);
  log.info('[BackgroundFetch] background sync disabled');
}
