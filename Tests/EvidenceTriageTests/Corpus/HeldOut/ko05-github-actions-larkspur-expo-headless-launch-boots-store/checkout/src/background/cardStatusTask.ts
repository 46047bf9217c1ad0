import * as BackgroundTask from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';
import { store } from '../store/configureStore';
import { recordWakeUp } from '../store/cardStatusSlice';

export const CARD_STATUS_TASK = 'larkspur-card-status';

TaskManager.defineTask(CARD_STATUS_TASK, async () => {
  try {
    // Keep the last 10 wake-ups so analytics can estimate how often iOS grants us time.
    store.dispatch(recordWakeUp(new Date().toISOString()));
    return BackgroundTask.BackgroundTaskResult.Success;
  } catch {
    return BackgroundTask.BackgroundTaskResult.Failed;
  }
});

export function registerCardStatusTask() {
  return BackgroundTask.registerTaskAsync(CARD_STATUS_TASK, { minimumInterval: 12 * 60 });
}
