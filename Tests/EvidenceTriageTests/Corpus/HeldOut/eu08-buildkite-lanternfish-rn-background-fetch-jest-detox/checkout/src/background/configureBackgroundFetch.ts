import BackgroundFetch from 'react-native-background-fetch';

import { onFetchEvent } from './onFetchEvent';
import { logger } from '../logger';
import { setBackgroundStatus } from './status';

export async function configureBackgroundFetch(): Promise<void> {
  try {
    const status = await BackgroundFetch.configure(
      { minimumFetchInterval: 30, stopOnTerminate: false, enableHeadless: true },
      (taskId) => onFetchEvent({ taskId, timeout: false }),
      (taskId) => onFetchEvent({ taskId, timeout: true }),
    );
    setBackgroundStatus(status === BackgroundFetch.STATUS_AVAILABLE ? 'on' : 'restricted');
  } catch (e) {
    logger.error(`[bg] configure failed: ${String(e)}`);
    setBackgroundStatus('unavailable');
  }
}
