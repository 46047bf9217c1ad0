// Background sync helpers for Expo apps. expo-task-manager and
// expo-background-task are optional peer dependencies, so they are
// loaded lazily and web/Node consumers never pull them in.
import type * as TaskManagerNS from 'expo-task-manager';
import type * as BackgroundTaskNS from 'expo-background-task';

export const SYNC_TASK = 'marsh-wallet-sync';

function requireTaskManager(): typeof TaskManagerNS {
  try {
    return require('expo-task-manager') as typeof TaskManagerNS;
  } catch {
    throw new Error(
      'expo-task-manager is required for background tasks. Install it with: npx expo install expo-task-manager',
    );
  }
}

function requireBackgroundTask(): typeof BackgroundTaskNS {
  try {
    return require('expo-background-task') as typeof BackgroundTaskNS;
  } catch {
    throw new Error(
      'expo-background-task is required for background tasks. Install it with: npx expo install expo-background-task',
    );
  }
}

export function defineBackgroundSync(run: () => Promise<void>): void {
  const TaskManager = requireTaskManager();
  TaskManager.defineTask(SYNC_TASK, async () => {
    const BackgroundTask = requireBackgroundTask();
    try {
      await run();
      return BackgroundTask.BackgroundTaskResult.Success;
    } catch {
      return BackgroundTask.BackgroundTaskResult.Failed;
    }
  });
}

export async function registerBackgroundSync(minimumIntervalMinutes = 30): Promise<void> {
  const BackgroundTask = requireBackgroundTask();
  await BackgroundTask.registerTaskAsync(SYNC_TASK, { minimumInterval: minimumIntervalMinutes });
}
