import { App } from '@capacitor/app';
import { BackgroundTask } from '@capawesome/capacitor-background-task';

import { uploadPendingEntries } from '../sync/uploadPendingEntries';

let activeTaskId: string | null = null;

/** Called once from main.ts. */
export function installBackgroundFlush(): void {
  App.addListener('appStateChange', async ({ isActive }) => {
    if (isActive) {
      return;
    }
    await flushLogbookOnBackground();
  });
}

/**
 * iOS gives us ~30 s after the app leaves the foreground (UIApplication
 * beginBackgroundTask under the hood) to push unsent logbook entries.
 */
export async function flushLogbookOnBackground(): Promise<void> {
  const taskId = await BackgroundTask.beforeExit(async () => {
    await uploadPendingEntries();
    BackgroundTask.finish({ taskId });
    activeTaskId = null;
  });
  activeTaskId = taskId;
}

export function currentBackgroundTaskId(): string | null {
  return activeTaskId;
}
