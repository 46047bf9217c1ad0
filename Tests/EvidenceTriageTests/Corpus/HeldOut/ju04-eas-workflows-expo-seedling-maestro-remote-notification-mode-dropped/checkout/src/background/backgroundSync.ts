import * as Notifications from 'expo-notifications';
import * as TaskManager from 'expo-task-manager';
import * as BackgroundTask from 'expo-background-task';
import { refreshCareSchedule } from '../care/refreshCareSchedule';

export const PUSH_SYNC_TASK = 'seedling-push-sync';
export const CARE_REFRESH_TASK = 'seedling-care-refresh';

// Silent pushes from the server ("content-available": 1) trigger a care-schedule refresh.
TaskManager.defineTask(PUSH_SYNC_TASK, async ({ error }) => {
  if (error) return;
  await refreshCareSchedule();
});

TaskManager.defineTask(CARE_REFRESH_TASK, async () => {
  await refreshCareSchedule();
  return BackgroundTask.BackgroundTaskResult.Success;
});

/** Called when the user turns on "Background sync" in Settings. */
export async function enableBackgroundSync(): Promise<void> {
  await Notifications.registerTaskAsync(PUSH_SYNC_TASK);
  await BackgroundTask.registerTaskAsync(CARE_REFRESH_TASK, { minimumInterval: 60 });
}
