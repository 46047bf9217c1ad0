import * as BackgroundTask from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';
import { syncWateringLog } from '../sync/wateringLog';
import { diagnostics } from '../native/diagnostics';

export const WATERING_SYNC_TASK = 'watering-sync';

TaskManager.defineTask(WATERING_SYNC_TASK, async () => {
  try {
    const changed = await syncWateringLog();
    console.log(`[watering-sync] background run: ${changed} plants updated`);
    return BackgroundTask.BackgroundTaskResult.Success;
  } catch (e) {
    console.warn('[watering-sync] background run failed', e);
    return BackgroundTask.BackgroundTaskResult.Failed;
  }
});

/** Called once from app/_layout.tsx after the store is hydrated. */
export async function registerWateringSync(): Promise<void> {
  const status = await BackgroundTask.getStatusAsync();
  console.log(`[watering-sync] BackgroundTask status=${BackgroundTask.BackgroundTaskStatus[status]}`);
  await BackgroundTask.registerTaskAsync(WATERING_SYNC_TASK, {
    minimumInterval: __E2E__ ? 1 : 15, // minutes
  });
  diagnostics.note('watering-sync registered');
}
