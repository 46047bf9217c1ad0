import * as BackgroundTask from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';
import { syncTrails, markSyncedInBackground } from '../sync';

export const SYNC_TASK = 'pennant-sync';

TaskManager.defineTask(SYNC_TASK, async () => {
  await syncTrails();
  await markSyncedInBackground(new Date());
  return BackgroundTask.BackgroundTaskResult.Success;
});

export async function enableBackgroundSync() {
  await BackgroundTask.registerTaskAsync(SYNC_TASK, { minimumInterval: 15 });
  console.log(`[pennant] registered background task ${SYNC_TASK}, status=${await BackgroundTask.getStatusAsync()}`);
}
