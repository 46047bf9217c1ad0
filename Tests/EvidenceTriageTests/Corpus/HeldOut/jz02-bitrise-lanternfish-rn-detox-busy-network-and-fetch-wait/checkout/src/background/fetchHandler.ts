import BackgroundFetch from 'react-native-background-fetch';
import { prefetchHeadlines } from '../feed/prefetch';

/** onEvent callback passed to BackgroundFetch.configure (see src/background/index.ts). */
export async function fetchHandler(taskId: string): Promise<void> {
  console.log('[BackgroundFetch] event', taskId);
  const fresh = await prefetchHeadlines();
  console.log('[BackgroundFetch] prefetched', fresh.length);
  BackgroundFetch.finish(taskId);
}

export async function timeoutHandler(taskId: string): Promise<void> {
  console.warn('[BackgroundFetch] TIMEOUT', taskId);
  BackgroundFetch.finish(taskId);
}
