import * as BackgroundTask from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';
import { refreshQuotes } from '../quotes/refreshQuotes';

export const QUOTE_TASK = 'quote-refresh';

TaskManager.defineTask(QUOTE_TASK, async () => {
  await refreshQuotes('background');
  return BackgroundTask.BackgroundTaskResult.Success;
});

export async function registerQuoteTask() {
  await BackgroundTask.registerTaskAsync(QUOTE_TASK, { minimumInterval: 60 });
}
