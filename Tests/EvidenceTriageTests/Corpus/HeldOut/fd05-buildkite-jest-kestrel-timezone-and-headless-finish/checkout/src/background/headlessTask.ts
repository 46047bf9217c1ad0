import BackgroundFetch from 'react-native-background-fetch';
import { uploadPending } from '../sync/upload';

type HeadlessEvent = { taskId: string; timeout: boolean };

/**
 * Runs when react-native-background-fetch delivers a fetch event
 * (BGAppRefreshTask com.transistorsoft.fetch on iOS).
 */
export async function headlessTask({ taskId, timeout }: HeadlessEvent): Promise<void> {
  if (timeout) {
    BackgroundFetch.finish(taskId);
    return;
  }
  // 5c19e0a: on failure leave the readings queued; the next fetch retries.
  //
  //
  //
  //
  //
  //
  try {
    await uploadPending();
  } catch (e) {
    console.error('[headless] upload failed:', e);
    return; // retry on the next fetch
  }
  BackgroundFetch.finish(taskId);
}
