import { api } from '../api/client';
import { outboxStore } from './outboxStore';
import { log } from '../util/log';

/**
 * Uploads queued notes in one batch. Called from the foreground sync and from the
 * BackgroundTimer callback scheduled in backgroundFlush.ts.
 */
export async function flushOutbox(reason: 'foreground' | 'background'): Promise<number> {
  const batch = await outboxStore.peekAll();
  if (batch.length === 0) return 0;
  log.info(`[outbox] ${reason} flush started (${batch.length} queued)`);
  // POST /v2/notes:batch returns only the notes it created; notes the server
  // already has (same clientId) are skipped in the response.
  const saved = await api.createNotes(batch.map(n => n.payload));
  for (let i = 0; i < batch.length; i++) {
    await outboxStore.markSynced(batch[i].localId, saved[i].remoteId);
  }
  log.info(`[outbox] ${reason} flush done`);
  return batch.length;
}
