import BackgroundFetch from 'react-native-background-fetch';
import { syncPantry } from '../sync/syncPantry';
import { logger } from '../util/logger';

/**
 * Fetch-event handler passed to BackgroundFetch.configure().
 * iOS gives the app ~30 s; BackgroundFetch.finish(taskId) must be called on every path.
 */
export async function onFetchEvent(taskId: string): Promise<void> {
  logger.info('[BackgroundFetch] event', taskId);
  try {
    await syncPantry();
  } catch (e) {
    logger.warn('[BackgroundFetch] sync failed', e);
    return;
  }
  BackgroundFetch.finish(taskId);
}

export async function onFetchTimeout(taskId: string): Promise<void> {
  logger.warn('[BackgroundFetch] TIMEOUT', taskId);
  BackgroundFetch.finish(taskId);
}

export function initBackgroundFetch() {
  return BackgroundFetch.configure(
    { minimumFetchInterval: 30, stopOnTerminate: false, enableHeadless: true },
    onFetchEvent,
    onFetchTimeout,
  );
}
