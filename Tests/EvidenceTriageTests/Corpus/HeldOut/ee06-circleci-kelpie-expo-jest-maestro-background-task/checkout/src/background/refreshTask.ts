import * as BackgroundTask from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';
import { refreshTideCache } from '../tides/refreshTideCache';
import { log } from '../log';

export const REFRESH_TASK = 'kelpie-tide-refresh';

TaskManager.defineTask(REFRESH_TASK, async () => {
  log('[bg] tide refresh started');
  try {
    await refreshTideCache({ source: 'background' }); // sets "Updated in background" on the Tides screen
    return BackgroundTask.BackgroundTaskResult.Success;
  } catch (e) {
    log(`[bg] tide refresh failed: ${String(e)}`);
    return BackgroundTask.BackgroundTaskResult.Failed;
  }
});

export async function enableBackgroundRefresh() {
  const status = await BackgroundTask.getStatusAsync();
  log(`[bg] BackgroundTask status: ${BackgroundTask.BackgroundTaskStatus[status]}`);
  await BackgroundTask.registerTaskAsync(REFRESH_TASK, { minimumInterval: 15 });
}
