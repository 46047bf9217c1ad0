import { NativeModules } from 'react-native';
import BackgroundFetch from 'react-native-background-fetch';

import { store } from '../store';

export async function initBackgroundFetch(): Promise<number> {
  const status = await BackgroundFetch.configure(
    { minimumFetchInterval: 15, stopOnTerminate: false, enableHeadless: true },
    async (taskId) => {
      console.log('[BackgroundFetch] event', taskId);
      store.dispatch({ type: 'fetch/received', at: Date.now() });
      await store.getState().inbox.refresh();
      BackgroundFetch.finish(taskId);
    },
    (taskId) => {
      console.warn('[BackgroundFetch] TIMEOUT', taskId);
      BackgroundFetch.finish(taskId);
    },
  );
  if (__DEV__ || process.env.E2E === '1') {
    // Debug/E2E builds: write the scheduler's pending requests to registration.jsonl.
    await NativeModules.HLEvidence?.recordPendingRequests();
  }
  return status;
}
