import * as BackgroundFetch from 'expo-background-fetch';
import * as Location from 'expo-location';
import * as Notifications from 'expo-notifications';
import * as TaskManager from 'expo-task-manager';

export const FETCH_TASK = 'gullwing-fetch';
export const LOCATION_TASK = 'gullwing-location';
export const NOTIFICATION_TASK = 'gullwing-bg-notification';

// Defined at module scope (index.ts imports this file first).
TaskManager.defineTask(FETCH_TASK, async () => {
  await recordFetch();
  return BackgroundFetch.BackgroundFetchResult.NewData;
});
TaskManager.defineTask(LOCATION_TASK, async ({ data, error }) => {
  if (!error) await recordFix(data);
});
TaskManager.defineTask(NOTIFICATION_TASK, async ({ data }) => {
  await recordSilentPush(data);
});

export async function registerNotificationTask(): Promise<string> {
  try {
    await Notifications.registerTaskAsync(NOTIFICATION_TASK);
    return 'registered';
  } catch (e) {
    return (e as Error).message;
  }
}

export async function startTracking(): Promise<string> {
  if (!(await TaskManager.isAvailableAsync())) return 'Background tracking unavailable';
  const { status } = await Location.requestBackgroundPermissionsAsync();
  if (status !== 'granted') return 'Permission denied';
  await Location.startLocationUpdatesAsync(LOCATION_TASK, { accuracy: Location.Accuracy.Balanced });
  return 'Tracking on';
}

export async function registerFetch(): Promise<string> {
  const status = await BackgroundFetch.getStatusAsync();
  await BackgroundFetch.registerTaskAsync(FETCH_TASK, { minimumInterval: 60 });
  return status === BackgroundFetch.BackgroundFetchStatus.Available ? 'available' : `status ${status}`;
}

declare function recordFetch(): Promise<void>;
declare function recordFix(data: unknown): Promise<void>;
declare function recordSilentPush(data: unknown): Promise<void>;
