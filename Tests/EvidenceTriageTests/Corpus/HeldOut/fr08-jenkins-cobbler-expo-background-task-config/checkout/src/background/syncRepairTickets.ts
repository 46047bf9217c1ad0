import * as BackgroundTask from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';

import { markSynced, pendingTicketUpdates } from '../tickets/ticketStore';

export const SYNC_TICKETS_TASK = 'sync-repair-tickets';

/**
 * Pushes ticket status changes made at the counter while offline.
 * iOS gives a BGProcessingTask limited time; the task must settle before that.
 */
export async function syncRepairTickets(
  fetchImpl: typeof fetch = fetch,
): Promise<BackgroundTask.BackgroundTaskResult> {
  const updates = await pendingTicketUpdates();
  if (updates.length === 0) {
    return BackgroundTask.BackgroundTaskResult.Success;
  }
  try {
    const res = await fetchImpl('https://api.cobbler.shop/v1/tickets:sync', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ updates }),
    });
    if (!res.ok) {
      return BackgroundTask.BackgroundTaskResult.Failed;
    }
    await markSynced(updates.map((u) => u.id));
    return BackgroundTask.BackgroundTaskResult.Success;
  } catch {
    return BackgroundTask.BackgroundTaskResult.Failed;
  }
}

TaskManager.defineTask(SYNC_TICKETS_TASK, () => syncRepairTickets());

export function registerTicketSync(): Promise<void> {
  return BackgroundTask.registerTaskAsync(SYNC_TICKETS_TASK, { minimumInterval: 15 });
}
