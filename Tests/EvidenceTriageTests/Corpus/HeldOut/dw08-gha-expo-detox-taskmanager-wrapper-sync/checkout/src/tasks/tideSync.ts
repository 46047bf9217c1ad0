import * as TaskManager from 'expo-task-manager';
import * as BackgroundTask from 'expo-background-task';
import { syncTides } from '../tides/sync';

export const TIDE_SYNC = 'tide-sync';

// Must run at module scope so the task exists when iOS launches us in the background.
TaskManager.defineTask(TIDE_SYNC, async () => {
  await syncTides();
  return BackgroundTask.BackgroundTaskResult.Success;
});
