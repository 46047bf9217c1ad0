import * as BackgroundTask from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';
import { exportJournalToCloud } from '../journal/export';
import { setBackgroundStatus } from './status';

export const EXPORT_TASK = 'fernwood-nightly-export';

// Must run in module scope (TaskManager.defineTask docs).
TaskManager.defineTask(EXPORT_TASK, async () => {
  try {
    await exportJournalToCloud({ reason: 'background' });
    setBackgroundStatus('last-run', new Date().toISOString());
    return BackgroundTask.BackgroundTaskResult.Success;
  } catch (e) {
    setBackgroundStatus('last-error', String(e));
    return BackgroundTask.BackgroundTaskResult.Failed;
  }
});

export async function registerExportTask(): Promise<void> {
  const status = await BackgroundTask.getStatusAsync();
  console.log(`[bg] BackgroundTask.getStatusAsync() -> ${status} (${BackgroundTask.BackgroundTaskStatus[status]})`);
  if (status !== BackgroundTask.BackgroundTaskStatus.Available) {
    setBackgroundStatus('registration', 'restricted');
    return; // registerTaskAsync would reject anyway
  }
  try {
    await BackgroundTask.registerTaskAsync(EXPORT_TASK, { minimumInterval: 12 * 60 });
    setBackgroundStatus('registration', 'registered');
  } catch (e) {
    console.warn('[bg] registerTaskAsync failed:', String(e));
    setBackgroundStatus('registration', `error: ${(e as Error).message}`);
  }
}

// Dev menu > "Run export now" and the e2e test use this.
export async function triggerExportForTesting(): Promise<void> {
  await BackgroundTask.triggerTaskWorkerForTestingAsync();
}
