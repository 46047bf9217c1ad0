import * as BackgroundTask from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';

import { runNightlyBackup } from '../backup/runNightlyBackup';

export const BACKUP_TASK = 'plover-nightly-backup';

TaskManager.defineTask(BACKUP_TASK, async () => {
  await runNightlyBackup();
  return BackgroundTask.BackgroundTaskResult.Success;
});

export async function scheduleBackup(): Promise<void> {
  await BackgroundTask.registerTaskAsync(BACKUP_TASK, { minimumInterval: 15 });
}
