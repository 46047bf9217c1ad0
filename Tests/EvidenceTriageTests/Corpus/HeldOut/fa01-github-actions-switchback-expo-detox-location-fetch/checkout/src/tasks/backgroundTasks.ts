// Loaded from index.ts before registerRootComponent: tasks must be defined in
// the global scope so a background launch can find them.
import * as TaskManager from 'expo-task-manager';
import * as BackgroundFetch from 'expo-background-fetch';
import type { LocationObject } from 'expo-location';

import { appendBreadcrumbs } from '../tracking/breadcrumbStore';
import { uploadPendingTrips } from '../sync/tripUploader';
import { log } from '../util/log';

export const LOCATION_TASK = 'switchback-location';
export const TRIP_UPLOAD_TASK = 'trip-upload';

TaskManager.defineTask(LOCATION_TASK, async ({ data, error }) => {
  if (error) {
    log.warn('[LocationTask] error', error.message);
    return;
  }
  const { locations } = data as { locations: LocationObject[] };
  await appendBreadcrumbs(locations);
});

TaskManager.defineTask(TRIP_UPLOAD_TASK, async () => {
  log.info('[trip-upload] task executed');
  try {
    const sent = await uploadPendingTrips();
    return sent > 0
      ? BackgroundFetch.BackgroundFetchResult.NewData
      : BackgroundFetch.BackgroundFetchResult.NoData;
  } catch (e) {
    log.warn('[trip-upload] failed', String(e));
    return BackgroundFetch.BackgroundFetchResult.Failed;
  }
});

export async function registerTripUpload(): Promise<BackgroundFetch.BackgroundFetchStatus | null> {
  const status = await BackgroundFetch.getStatusAsync();
  log.info('[trip-upload] background fetch status', String(status));
  if (status !== BackgroundFetch.BackgroundFetchStatus.Available) {
    return status;
  }
  await BackgroundFetch.registerTaskAsync(TRIP_UPLOAD_TASK, {
    minimumInterval: 15 * 60, // seconds; iOS treats this as a hint
    stopOnTerminate: false,
    startOnBoot: true,
  });
  log.info('[trip-upload] registerTaskAsync resolved', TRIP_UPLOAD_TASK);
  return status;
}
