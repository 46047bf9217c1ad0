import AsyncStorage from '@react-native-async-storage/async-storage';
import * as BackgroundTask from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';

import { refreshDigest } from '../notes/digest';

export const DIGEST_REFRESH_TASK = 'digest-refresh';

// Defined at module load: src/tasks/register.ts imports this file from the root layout.
TaskManager.defineTask(DIGEST_REFRESH_TASK, async () => {
  try {
    await refreshDigest();
    await AsyncStorage.setItem('digest:lastBackgroundRun', new Date().toISOString());
    return BackgroundTask.BackgroundTaskResult.Success;
  } catch {
    return BackgroundTask.BackgroundTaskResult.Failed;
  }
});
