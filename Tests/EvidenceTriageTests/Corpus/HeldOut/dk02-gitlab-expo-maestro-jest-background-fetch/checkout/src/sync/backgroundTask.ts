import * as BackgroundFetch from 'expo-background-fetch';
import * as TaskManager from 'expo-task-manager';

import { log } from '../log';
import { runSync } from './runSync';
import { setSyncLabel } from './syncStatus';

export const BACKGROUND_SYNC_TASK = 'journal-background-sync';

// Defined at module scope, as TaskManager requires.
TaskManager.defineTask(BACKGROUND_SYNC_TASK, async () => {
  try {
    const changed = await runSync();
    setSyncLabel(`Last background sync: ${new Date().toTimeString().slice(0, 5)}`);
    return changed ? BackgroundFetch.BackgroundFetchResult.NewData : BackgroundFetch.BackgroundFetchResult.NoData;
  } catch {
    return BackgroundFetch.BackgroundFetchResult.Failed;
  }
});

export async function enableBackgroundSync(): Promise<void> {
  log('[sync] TaskManager.isTaskRegisteredAsync(%s) = %s', BACKGROUND_SYNC_TASK,
    await TaskManager.isTaskRegisteredAsync(BACKGROUND_SYNC_TASK));
  const status = await BackgroundFetch.getStatusAsync();
  log('[sync] BackgroundFetch.getStatusAsync() = %d (%s)', status, BackgroundFetch.BackgroundFetchStatus[status!]);
  await BackgroundFetch.registerTaskAsync(BACKGROUND_SYNC_TASK, { minimumInterval: 15 * 60 });
  log('[sync] registerTaskAsync(%s, minimumInterval=900) resolved', BACKGROUND_SYNC_TASK);
  setSyncLabel('Background sync: registered');
}
