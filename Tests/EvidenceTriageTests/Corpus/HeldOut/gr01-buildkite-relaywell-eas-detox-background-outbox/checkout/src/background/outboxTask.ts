import * as BackgroundTask from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';
import { uploadOutbox } from '../outbox/uploadOutbox';
import { log } from '../log';

export const OUTBOX_TASK = 'relaywell-outbox-upload';

// Must run at module scope so the task exists when iOS launches the app in the background.
TaskManager.defineTask(OUTBOX_TASK, async () => {
  log(`[Background Task] Starting background task at ${new Date().toISOString()}`);
  try {
    const result = await uploadOutbox();
    log(`[Background Task] Uploaded ${result.uploaded} note(s), ${result.failed} failed`);
    return BackgroundTask.BackgroundTaskResult.Success;
  } catch (error) {
    log(`[Background Task] Failed: ${String(error)}`);
    return BackgroundTask.BackgroundTaskResult.Failed;
  }
});

export async function registerOutboxTask(): Promise<void> {
  const status = await BackgroundTask.getStatusAsync();
  if (status === BackgroundTask.BackgroundTaskStatus.Restricted) {
    log('[BackgroundTask] restricted; outbox will only upload in the foreground');
    return;
  }
  const already = await TaskManager.isTaskRegisteredAsync(OUTBOX_TASK);
  if (!already) {
    await BackgroundTask.registerTaskAsync(OUTBOX_TASK, { minimumInterval: 15 });
  }
  log(`[BackgroundTask] registered ${OUTBOX_TASK} (minimumInterval 15 min)`);
}
