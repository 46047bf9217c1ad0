import BackgroundFetch from 'react-native-background-fetch';

import { refreshFeeds } from '../feed/refreshFeeds';
import { logger } from '../logger';

/**
 * Handles a background-fetch event (iOS configure callback, Android headless task).
 * Every path must call BackgroundFetch.finish(taskId) or iOS stops granting time.
 */
export async function onFetchEvent(event: { taskId: string; timeout: boolean }): Promise<void> {
  const { taskId, timeout } = event;
  if (timeout) {
    logger.warn(`[bg] ${taskId} timed out`);
    BackgroundFetch.finish(taskId);
    return;
  }
  try {
    const updated = await refreshFeeds({ budgetMs: 25_000 });
    logger.info(`[bg] ${taskId} refreshed ${updated} feeds`);
    BackgroundFetch.finish(taskId);
  } catch (e) {
    logger.warn(`[bg] ${taskId} refresh failed: ${String(e)}`);
  }
}
