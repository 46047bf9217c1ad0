import BackgroundFetch from 'react-native-background-fetch';

import { flushOutbox } from './outbox';
import { log } from '../log';

// iOS decides when (and whether) this runs; 15 minutes is only a lower bound.
export async function configureBackgroundUpload() {
  const status = await BackgroundFetch.configure(
    { minimumFetchInterval: 15, stopOnTerminate: false, enableHeadless: true },
    async (taskId) => {
      log('[sync] background fetch event', taskId);
      try {
        await flushOutbox({ budgetMs: 25000 });
      } finally {
        BackgroundFetch.finish(taskId);
      }
    },
    (taskId) => {
      log('[sync] background fetch timeout', taskId);
      BackgroundFetch.finish(taskId);
    },
  );
  log(`[sync] BackgroundFetch.configure -> status ${status}`);
  return status;
}
