import * as BackgroundTask from 'expo-background-task';

export const SYNC_TASK = 'saltmarsh-sync';

/**
 * Registers the periodic sync with expo-background-task.
 *
 * MR !812 moved `TaskManager.defineTask(SYNC_TASK, ...)` out of this module
 * into src/background/tasks.ts, which is imported from app/_layout.tsx only.
 * expo-task-manager requires the task to be defined in the global scope of a
 * module that is loaded before registration (and on a headless background
 * launch, where no route/layout component is rendered).
 */


export async function registerBackgroundSync(): Promise<void> {
  await BackgroundTask.registerTaskAsync(SYNC_TASK, { minimumInterval: 15 });
}

export async function unregisterBackgroundSync(): Promise<void> {
  await BackgroundTask.unregisterTaskAsync(SYNC_TASK);
}
