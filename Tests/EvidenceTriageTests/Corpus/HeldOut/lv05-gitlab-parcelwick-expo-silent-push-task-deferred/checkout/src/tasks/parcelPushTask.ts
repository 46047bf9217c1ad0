import * as Notifications from 'expo-notifications';
import * as TaskManager from 'expo-task-manager';
import { ackUpdate } from '../api/acks';
import { parcels } from '../store/parcels';

export const PARCEL_PUSH_TASK = 'PARCEL_PUSH_TASK';

// Defined at module scope (imported from index.js) so it exists when iOS
// launches the app in the background for a content-available push.
TaskManager.defineTask(PARCEL_PUSH_TASK, async ({ data, error }) => {
  if (error) {
    console.warn('[push-task] error', error.message);
    return;
  }
  const update = (data as any)?.data?.body ?? (data as any)?.notification?.data;
  if (!update?.parcelId) return;
  await parcels.setStatus(update.parcelId, update.status);
  await ackUpdate(update.parcelId, update.status);
  console.log(`[push-task] ${update.parcelId} -> ${update.status} (ack sent)`);
});

export async function registerParcelPushTask(): Promise<void> {
  await Notifications.registerTaskAsync(PARCEL_PUSH_TASK);
  console.log('[push-task] registered', PARCEL_PUSH_TASK);
}
