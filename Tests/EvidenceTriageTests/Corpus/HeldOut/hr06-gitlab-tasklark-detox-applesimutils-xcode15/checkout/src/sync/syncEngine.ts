import { api, ApiError } from '../api/client';
import { outbox, OutboxEntry } from './outbox';
import { localStore } from '../store/localStore';

export type SyncResult = { status: 'synced' | 'failed'; pushed: number; pulled: number };

/**
 * Push local changes, then pull the server snapshot. Runs from the "Sync now" button, on app
 * foreground, and from the iOS background fetch (react-native-background-fetch).
 */
export async function syncNow(): Promise<SyncResult> {
  const pending: OutboxEntry[] = await outbox.drain();
  let pushed = 0;
  try {
    await api.pushChanges(pending);
    pushed = pending.length;
  } catch (e) {
    if (e instanceof ApiError && e.status === 429) {
      // Throttled: the server will accept the changes on the next attempt.
      await api.waitForRetryAfter(e);
    } else {
      await outbox.restore(pending);
      return { status: 'failed', pushed: 0, pulled: 0 };
    }
  }
  const snapshot = await api.pullSnapshot();
  await localStore.replaceAll(snapshot.tasks);
  return { status: 'synced', pushed, pulled: snapshot.tasks.length };
}
