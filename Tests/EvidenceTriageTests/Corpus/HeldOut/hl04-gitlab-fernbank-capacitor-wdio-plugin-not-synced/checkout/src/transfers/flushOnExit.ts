import { App } from '@capacitor/app';
import { BackgroundTask } from '@capawesome/capacitor-background-task';

import { transferQueue } from './transferQueue';
import { api } from '../api';

/**
 * When the app goes to the background, finish sending queued transfers inside
 * BackgroundTask.beforeExit (iOS grants a short background window for it).
 */
export function installFlushOnExit() {
  App.addListener('appStateChange', async ({ isActive }) => {
    if (isActive) return;
    const taskId = await BackgroundTask.beforeExit(async () => {
      const pending = transferQueue.snapshot();
      for (const t of pending) {
        await api.sendTransfer(t);
      }
      // Clear what was sent.
      transferQueue.removeFirst(pending.length - 1);
      BackgroundTask.finish({ taskId });
    });
  });
}
