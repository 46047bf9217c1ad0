import * as BackgroundTask from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';

import { syncPantry } from '../pantry/syncPantry';
import { recordLastBackgroundSync } from './status';

export const NIGHTLY_SYNC = 'larder-nightly-sync';

// Must be defined at module scope so the task exists when iOS launches the app
// in the background for the BGProcessingTask.
TaskManager.defineTask(NIGHTLY_SYNC, async () => {
  try {
    await syncPantry({ reason: 'background' });
    await recordLastBackgroundSync(new Date());
    return BackgroundTask.BackgroundTaskResult.Success;
  } catch (e) {
    console.warn('[larder] nightly sync failed', e);
    return BackgroundTask.BackgroundTaskResult.Failed;
  }
});

export async function registerNightlySync() {
  await BackgroundTask.registerTaskAsync(NIGHTLY_SYNC, { minimumInterval: 12 * 60 });
  console.log(`[larder] background task registered: ${NIGHTLY_SYNC}`);
  // expo-background-task runs every registered task from one BGProcessingTask.
  console.log('[larder] nightly sync scheduled: com.expo.modules.backgroundtask.processing (minimumInterval 720 min)');
}

/** Developer screen button. Asks BGTaskScheduler to run the worker now (debug builds). */
export async function runNightlySyncNow() {
  const ok = await BackgroundTask.triggerTaskWorkerForTestingAsync();
  console.log(`[larder] triggerTaskWorkerForTestingAsync -> ${ok}`);
}
