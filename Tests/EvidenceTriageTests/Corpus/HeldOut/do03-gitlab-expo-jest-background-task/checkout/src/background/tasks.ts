import * as BackgroundTask from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';
import { runSyncJob } from './syncJob';
import { SYNC_TASK } from './backgroundSync';

TaskManager.defineTask(SYNC_TASK, async () => {
  const ok = await runSyncJob();
  return ok ? BackgroundTask.BackgroundTaskResult.Success : BackgroundTask.BackgroundTaskResult.Failed;
});
