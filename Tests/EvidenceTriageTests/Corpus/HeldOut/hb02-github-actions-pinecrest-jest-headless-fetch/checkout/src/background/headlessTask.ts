import BackgroundFetch, {HeadlessEvent} from 'react-native-background-fetch';

import {syncOutbox} from '../sync/outbox';
import {log} from '../utils/log';

/**
 * Runs when the OS launches the app for a fetch event (registered in
 * index.js, and called by src/background/fetch.ts on iOS). Every path must
 * call BackgroundFetch.finish(taskId) or the OS stops granting time.
 */
export async function headlessTask(event: HeadlessEvent): Promise<void> {
  const {taskId, timeout} = event;
  if (timeout) {
    log.warn(`[BackgroundFetch] headless TIMEOUT ${taskId}`);
    BackgroundFetch.finish(taskId);
    return;
  }

  log.info(`[BackgroundFetch] headless event ${taskId}`);
  const sent = await syncOutbox({reason: 'background-fetch'});
  log.info(`[BackgroundFetch] sent ${sent} parcels`);
  BackgroundFetch.finish(taskId);
}
