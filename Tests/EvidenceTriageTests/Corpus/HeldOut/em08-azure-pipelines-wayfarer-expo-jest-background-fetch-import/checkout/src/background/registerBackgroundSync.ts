import BackgroundFetch from 'expo-background-fetch';
import * as TaskManager from 'expo-task-manager';
import { runTripSync } from './tripSync';

export const TRIP_SYNC_TASK = 'wayfarer-trip-sync';

TaskManager.defineTask(TRIP_SYNC_TASK, async () => {
  try {
    const changed = await runTripSync();
    return changed ? BackgroundFetch.BackgroundFetchResult.NewData : BackgroundFetch.BackgroundFetchResult.NoData;
  } catch {
    return BackgroundFetch.BackgroundFetchResult.Failed;
  }
});

export async function registerBackgroundSync(): Promise<void> {
  if (await TaskManager.isTaskRegisteredAsync(TRIP_SYNC_TASK)) return;
  await BackgroundFetch.registerTaskAsync(TRIP_SYNC_TASK, {
    minimumInterval: 15 * 60,
    stopOnTerminate: false,
    startOnBoot: true,
  });
}
