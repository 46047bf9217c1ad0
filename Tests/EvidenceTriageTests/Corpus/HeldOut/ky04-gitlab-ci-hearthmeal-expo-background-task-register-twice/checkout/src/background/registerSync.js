import * as BackgroundTask from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';
import { syncMealPlans } from './syncMealPlans';

export const SYNC_TASK = 'hearthmeal-sync';

TaskManager.defineTask(SYNC_TASK, async () => {
  await syncMealPlans();
  return BackgroundTask.BackgroundTaskResult.Success;
});

// Called from the root layout on every cold start.
export async function ensureSyncRegistered() {
  await BackgroundTask.registerTaskAsync(SYNC_TASK, { minimumInterval: 60 });
}
