import * as BackgroundTask from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';
import { flushOutbox } from '../sync/outbox';

export const OUTBOX_TASK = 'outbox-flush';

TaskManager.defineTask(OUTBOX_TASK, async () => {
  const sent = await flushOutbox({ reason: 'background-task' });
  return sent >= 0 ? BackgroundTask.BackgroundTaskResult.Success : BackgroundTask.BackgroundTaskResult.Failed;
});

export async function registerOutboxTask(): Promise<void> {
  await BackgroundTask.registerTaskAsync(OUTBOX_TASK, { minimumInterval: 30 });
}
