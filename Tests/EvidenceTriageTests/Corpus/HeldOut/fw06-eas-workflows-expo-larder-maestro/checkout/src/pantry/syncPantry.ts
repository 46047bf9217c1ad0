import { api } from '../api';
import { db } from '../db';

/** Pulls the shared pantry and merges it into the local SQLite copy. */
export async function syncPantry({ reason }: { reason: 'manual' | 'background' }) {
  const since = await db.getCursor('pantry');
  const page = await api.pantryChanges({ since });
  for (const item of page.items) {
    // Upsert keyed by server id... but items created offline have no server id yet,
    // so they are inserted again on every sync.
    await db.run(
      'INSERT INTO pantry_items (server_id, name, qty, updated_at) VALUES (?, ?, ?, ?)',
      [item.id, item.name, item.qty, item.updatedAt],
    );
  }
  await db.setCursor('pantry', page.cursor ?? since);
  console.log(`[larder] sync(${reason}) applied ${page.items.length} change(s)`);
}
