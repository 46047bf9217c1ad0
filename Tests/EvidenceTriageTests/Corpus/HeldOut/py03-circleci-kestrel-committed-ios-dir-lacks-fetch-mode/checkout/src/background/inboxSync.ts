import * as BackgroundFetch from 'expo-background-fetch';
import * as TaskManager from 'expo-task-manager';

import { pullInbox } from '../mail/pullInbox';

export const INBOX_SYNC_TASK = 'kestrel-inbox-sync';

TaskManager.defineTask(INBOX_SYNC_TASK, async () => {
  const fetched = await pullInbox({ limit: 50 });
  return fetched > 0
    ? BackgroundFetch.BackgroundFetchResult.NewData
    : BackgroundFetch.BackgroundFetchResult.NoData;
});

export async function registerInboxSync(): Promise<void> {
  await BackgroundFetch.registerTaskAsync(INBOX_SYNC_TASK, {
    minimumInterval: 15 * 60,
    stopOnTerminate: false,
  });
}
