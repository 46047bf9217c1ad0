import BackgroundFetch from 'react-native-background-fetch';
import { onFetchEvent, onFetchTimeout } from './onFetchEvent';

export const DIGEST_TASK = 'com.transistorsoft.digest';
// Added in #640: purge cached tide PDFs older than 30 days, overnight.
export const PURGE_TASK = 'com.transistorsoft.purge-cache';

export async function configureBackgroundTasks(e2e: boolean) {
  const status = await BackgroundFetch.configure(
    { minimumFetchInterval: e2e ? 1 : 15, stopOnTerminate: false, enableHeadless: true },
    onFetchEvent,
    onFetchTimeout,
  );
  await BackgroundFetch.scheduleTask({ taskId: DIGEST_TASK, delay: 6 * 60 * 60 * 1000, periodic: true,
    requiresCharging: true });
  return status;
}

export async function schedulePurge() {
  return BackgroundFetch.scheduleTask({ taskId: PURGE_TASK, delay: 60 * 60 * 1000, periodic: true,
    requiresCharging: true, requiresNetworkConnectivity: false });
}
