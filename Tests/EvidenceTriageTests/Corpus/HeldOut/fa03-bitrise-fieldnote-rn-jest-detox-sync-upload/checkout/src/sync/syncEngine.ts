import { synchronize } from '@nozbe/watermelondb/sync';
import type { Database } from '@nozbe/watermelondb';

import type { SyncApi } from './syncApi';

/**
 * Pull-then-push sync used by the foreground "Sync now" button and by the
 * background upload loop. The server stamps server_created_at / server_updated_at
 * itself when it receives pushed rows.
 */
export function createSyncEngine(db: Database, api: SyncApi) {
  return {
    async sync(): Promise<void> {
      await synchronize({
        database: db,
        pullChanges: async ({ lastPulledAt }) => {
          const { changes, timestamp } = await api.pull(lastPulledAt ?? 0);
          return { changes, timestamp };
        },
        pushChanges: async ({ changes, lastPulledAt }) => {
          await api.push(changes, lastPulledAt);
        },
        migrationsEnabledAtVersion: 4,
      });
    },
  };
}
