import * as TaskManager from 'expo-task-manager';
import * as BackgroundTask from 'expo-background-task';
import { flushPendingSteps } from '../steps/flush';

export const STEP_FLUSH = 'STEP_FLUSH';

TaskManager.defineTask(STEP_FLUSH, async () => {
  const uploaded = await flushPendingSteps();
  return uploaded > 0 ? BackgroundTask.BackgroundTaskResult.Success : BackgroundTask.BackgroundTaskResult.Success;
});

export async function registerStepFlush() {
  await BackgroundTask.registerTaskAsync(STEP_FLUSH, { minimumInterval: 30 });
}
