import * as TaskManager from 'expo-task-manager';
import * as BackgroundFetch from 'expo-background-fetch';
import { syncInbox } from '../inbox/sync';
import { recordExecution } from './evidence';

export const INBOX_TASK = 'pinecrest-inbox-sync';

TaskManager.defineTask(INBOX_TASK, async () => {
  recordExecution('started');
  const added = await syncInbox();
  recordExecution('finished');
  return added > 0 ? BackgroundFetch.BackgroundFetchResult.NewData : BackgroundFetch.BackgroundFetchResult.NoData;
});

export const registerInboxTask = () => BackgroundFetch.registerTaskAsync(INBOX_TASK, { minimumInterval: 15 * 60 });
