import * as BackgroundFetch from 'expo-background-fetch';
import * as TaskManager from 'expo-task-manager';

import { syncTideTables } from '../tides/syncTideTables';
import { log } from '../util/log';

export const TIDE_SYNC_TASK = 'quayside-tide-sync';

// Tide tables move slowly; ask for a refresh every 15 minutes at most.
const SYNC_EVERY_MINUTES = 15;

TaskManager.defineTask(TIDE_SYNC_TASK, async () => {
  const changed = await syncTideTables();
  return changed
    ? BackgroundFetch.BackgroundFetchResult.NewData
    : BackgroundFetch.BackgroundFetchResult.NoData;
});

export async function registerTideSync(): Promise<void> {
  const options = {
    minimumInterval: SYNC_EVERY_MINUTES,
    stopOnTerminate: false,
    startOnBoot: true,
  };
  log('TideSync', `registerTaskAsync ${TIDE_SYNC_TASK} ${JSON.stringify(options)}`);
  await BackgroundFetch.registerTaskAsync(TIDE_SYNC_TASK, options);
}
