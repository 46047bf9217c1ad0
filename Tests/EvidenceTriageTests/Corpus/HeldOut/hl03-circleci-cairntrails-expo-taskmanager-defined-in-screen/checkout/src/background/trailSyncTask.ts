import { useEffect } from 'react';
import * as BackgroundTask from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';

import { syncSavedTrails } from '../sync/syncSavedTrails';
import { useOfflineRegion } from '../offline/useOfflineRegion';

export const TRAIL_SYNC_TASK = 'trail-sync';

/**
 * Defines and registers the trail sync task once the Settings screen knows which
 * offline region the user picked (moved here from index.js in PR #812).
 */
export function useTrailSyncTask(enabled: boolean) {
  const region = useOfflineRegion();

  useEffect(() => {
    if (!enabled || !region) return;

    TaskManager.defineTask(TRAIL_SYNC_TASK, async () => {
      try {
        await syncSavedTrails(region.id);
        return BackgroundTask.BackgroundTaskResult.Success;
      } catch {
        return BackgroundTask.BackgroundTaskResult.Failed;
      }
    });

    BackgroundTask.registerTaskAsync(TRAIL_SYNC_TASK, { minimumInterval: 60 });
    return () => {
      BackgroundTask.unregisterTaskAsync(TRAIL_SYNC_TASK);
    };
  }, [enabled, region]);
}
