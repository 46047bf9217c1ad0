import * as BackgroundTask from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';
import { syncLedger } from '../sync/ledgerSync';

export const LEDGER_SYNC_TASK = 'tallyho-ledger-sync';

// Defined at module scope so the JS side knows the task when the worker wakes the app.
TaskManager.defineTask(LEDGER_SYNC_TASK, async () => {
  try {
    await syncLedger({ reason: 'background' });
    return BackgroundTask.BackgroundTaskResult.Success;
  } catch (error) {
    console.warn('[ledger-sync] background run failed', error);
    return BackgroundTask.BackgroundTaskResult.Failed;
  }
});

export async function registerLedgerSync(): Promise<void> {
  const status = await BackgroundTask.getStatusAsync();
  if (status !== BackgroundTask.BackgroundTaskStatus.Available) {
    console.log('[ledger-sync] background tasks unavailable, status', status);
    return;
  }
  const registered = await TaskManager.isTaskRegisteredAsync(LEDGER_SYNC_TASK);
  if (!registered) {
    await BackgroundTask.registerTaskAsync(LEDGER_SYNC_TASK, { minimumInterval: 30 });
  }
}

// Debug menu: "Run sync now". Asks the native worker to run registered tasks immediately.
export async function runLedgerSyncNow(): Promise<boolean> {
  return BackgroundTask.triggerTaskWorkerForTestingAsync();
}
