import * as BackgroundTask from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';
import { AppState, AppStateStatus, NativeEventEmitter, NativeModules } from 'react-native';

import { logger } from '../logger';
import { runIncrementalSync } from './incrementalSync';

export const BACKGROUND_SYNC_TASK = 'harbor-background-sync';
const MINIMUM_INTERVAL_MINUTES = 15;

TaskManager.defineTask(BACKGROUND_SYNC_TASK, async () => {
  try {
    await runIncrementalSync({ budgetMs: 25_000 });
    return BackgroundTask.BackgroundTaskResult.Success;
  } catch (e) {
    logger.warn('[bgsync] background sync failed', e);
    return BackgroundTask.BackgroundTaskResult.Failed;
  }
});

export async function registerBackgroundSync(): Promise<void> {
  const registered = await TaskManager.isTaskRegisteredAsync(BACKGROUND_SYNC_TASK);
  if (!registered) {
    await BackgroundTask.registerTaskAsync(BACKGROUND_SYNC_TASK, {
      minimumInterval: MINIMUM_INTERVAL_MINUTES,
    });
    logger.info('[bgsync] registered', BACKGROUND_SYNC_TASK);
  }
}

function onAppStateChange(state: AppStateStatus) {
  if (state === 'active') {
    // The foreground sync loop takes over while the app is open.
    BackgroundTask.unregisterTaskAsync(BACKGROUND_SYNC_TASK).catch((e) =>
      logger.warn('[bgsync] unregister failed', e),
    );
  }
}

// Emitted by our patch of expo-background-task (patches/expo-background-task+0.2.8.patch)
// when the iOS expiration handler fires for the worker task.
function onWorkerExpired(event: { identifier: string }) {
  logger.warn('[bgsync] worker expired', event.identifier);
}

export function startBackgroundSyncLifecycle(): () => void {
  const appState = AppState.addEventListener('change', onAppStateChange);
  const emitter = new NativeEventEmitter(NativeModules.ExpoBackgroundTask);
  const expired = emitter.addListener('onWorkerExpired', onWorkerExpired);
  return () => {
    appState.remove();
    expired.remove();
  };
}
