import { getDb } from '../db';
import { apiClient } from '../api';
import { log } from '../log';

const BATCH_SIZE = 1;

export type UploadResult = { uploaded: number; failed: number };

export async function uploadOutbox(): Promise<UploadResult> {
  const db = await getDb();
  const pending = await db.getAllAsync<{ id: string; payload: string }>(
    'SELECT id, payload FROM outbox ORDER BY created_at ASC',
  );

  let uploaded = 0;
  let failed = 0;
  for (let i = 0; i < pending.length; i += BATCH_SIZE) {
    const batch = pending.slice(i, i + BATCH_SIZE);
    const response = await apiClient.post('/rest/v1/notes', batch.map((row) => JSON.parse(row.payload)));
    if (response.status >= 400) {
      log(`[Background Task] upload batch ${i / BATCH_SIZE + 1}/${pending.length} failed: HTTP ${response.status}`);
      failed += batch.length;
      continue;
    }
    uploaded += batch.length;
  }

  // Outbox is cleared once the loop has finished.
  await db.runAsync('DELETE FROM outbox');
  log(`[Outbox] cleared ${pending.length} item(s)`);
  return { uploaded, failed };
}
