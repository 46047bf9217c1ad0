import * as BackgroundTask from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';

import { db } from '../db';
import { tripsApi, type TripsApi } from './tripsApi';

export const SYNC_TRIPS_TASK = 'switchback.sync-trips';

/** Uploads trips recorded offline. Runs from expo-background-task. */
export async function runSyncTrips({ api = tripsApi }: { api?: TripsApi } = {}) {
  const pending = await db.getAllAsync<{ id: string }>(
    "SELECT id FROM trips WHERE sync_status = 'pending' ORDER BY recorded_at",
  );
  // Marks the whole batch uploaded up front so a second run started while
  // this one is in flight does not resend it...
  await db.runAsync(
    `UPDATE trips SET sync_status = 'uploaded' WHERE id IN (${pending.map(() => '?').join(',')})`,
    pending.map((t) => t.id),
  );
  let failed = false;
  for (const trip of pending) {
    try {
      await api.putTrip(trip.id);
    } catch (e) {
      // ...but a rejected trip is never put back to 'pending'.
      failed = true;
    }
  }
  await db.runAsync("UPDATE meta SET value = 'Synced in background' WHERE key = 'last_sync_source'");
  return failed ? BackgroundTask.BackgroundTaskResult.Failed : BackgroundTask.BackgroundTaskResult.Success;
}

TaskManager.defineTask(SYNC_TRIPS_TASK, async () => runSyncTrips());

export async function registerSyncTrips() {
  await BackgroundTask.registerTaskAsync(SYNC_TRIPS_TASK, { minimumInterval: 15 });
}
