import * as BackgroundTask from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';
import { useEffect } from 'react';
import { View, Text } from 'react-native';

import { uploadQueuedNotes } from '@/lib/notes-sync';
import { useSyncStatus } from '@/hooks/useSyncStatus';

export const BACKGROUND_SYNC_TASK = 'oriole-background-sync';

export default function SyncScreen() {
  const status = useSyncStatus();

  useEffect(() => {
    // Define and register the background upload when the Sync tab mounts.
    if (!TaskManager.isTaskDefined(BACKGROUND_SYNC_TASK)) {
      TaskManager.defineTask(BACKGROUND_SYNC_TASK, async () => {
        const uploaded = await uploadQueuedNotes();
        return uploaded >= 0
          ? BackgroundTask.BackgroundTaskResult.Success
          : BackgroundTask.BackgroundTaskResult.Failed;
      });
    }
    BackgroundTask.registerTaskAsync(BACKGROUND_SYNC_TASK, { minimumInterval: 30 });
  }, []);

  return (
    <View>
      <Text>Last sync: {status.lastSyncedAt ?? 'never'}</Text>
    </View>
  );
}
