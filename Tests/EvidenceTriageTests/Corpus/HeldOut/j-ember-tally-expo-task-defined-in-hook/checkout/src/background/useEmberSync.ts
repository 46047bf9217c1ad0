import { useEffect } from 'react';
import * as BackgroundTask from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';
import { syncTallies } from '../sync/syncTallies';

export const EMBER_SYNC = 'ember-sync';

// Registers the periodic tally sync once the signed-in shell mounts.
export function useEmberSync(userId: string | null) {
  useEffect(() => {
    if (!userId) return;
    TaskManager.defineTask(EMBER_SYNC, async () => {
      await syncTallies(userId);
      return BackgroundTask.BackgroundTaskResult.Success;
    });
    BackgroundTask.registerTaskAsync(EMBER_SYNC, { minimumInterval: 15 });
  }, [userId]);
}
