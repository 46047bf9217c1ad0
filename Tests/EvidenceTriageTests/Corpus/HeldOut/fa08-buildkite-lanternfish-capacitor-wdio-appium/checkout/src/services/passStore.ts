import { CapacitorSQLite, SQLiteConnection, type SQLiteDBConnection } from '@capacitor-community/sqlite';

import type { BoardingPass } from '../model';

const sqlite = new SQLiteConnection(CapacitorSQLite);
let db: SQLiteDBConnection | null = null;

async function open(): Promise<SQLiteDBConnection> {
  if (!db) {
    db = await sqlite.createConnection('lanternfish', false, 'no-encryption', 3, false);
    await db.open();
  }
  return db;
}

/**
 * Upserts the passes returned by the server. Called by the foreground refresh
 * button and by the background-fetch callback (com.transistorsoft.fetch).
 */
export async function savePasses(passes: BoardingPass[]): Promise<void> {
  const conn = await open();
  const set = passes.map((p) => ({
    statement:
      'INSERT INTO passes (id, sailing_id, seat, updated_at) VALUES (?, ?, ?, ?) ' +
      'ON CONFLICT(id) DO UPDATE SET seat = excluded.seat, updated_at = excluded.updated_at ' +
      'WHERE excluded.updated_at > passes.updated_at',
    values: [p.id, p.sailingId, p.seat, p.updatedAt],
  }));
  await conn.executeSet(set, true);
}
