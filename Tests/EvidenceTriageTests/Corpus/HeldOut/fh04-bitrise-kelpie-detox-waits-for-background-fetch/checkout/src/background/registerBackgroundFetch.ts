import BackgroundFetch from 'react-native-background-fetch';

import { refreshTides } from '../tides/refreshTides';
import { buildDigest } from '../tides/digest';
import { log } from '../util/log';

export const DIGEST_TASK_ID = 'com.transistorsoft.tidedigest';

export async function registerBackgroundFetch(): Promise<void> {
  const status = await BackgroundFetch.configure(
    { minimumFetchInterval: 15, stopOnTerminate: false, enableHeadless: true },
    async (taskId) => {
      log.info(`[BackgroundFetch] event: ${taskId}`);
      try {
        if (taskId === DIGEST_TASK_ID) {
          await buildDigest();
        } else {
          await refreshTides({ source: 'background' });
        }
      } finally {
        BackgroundFetch.finish(taskId);
      }
    },
    (taskId) => {
      log.warn(`[BackgroundFetch] TIMEOUT: ${taskId}`);
      BackgroundFetch.finish(taskId);
    },
  );
  log.info(`[BackgroundFetch] configure status: ${status}`);
}

/** Debug menu: "Schedule tide digest in 5 s". */
export async function scheduleDigestSoon(): Promise<void> {
  try {
    await BackgroundFetch.scheduleTask({ taskId: DIGEST_TASK_ID, delay: 5000, periodic: false });
    log.info(`[BackgroundFetch] scheduled ${DIGEST_TASK_ID}`);
  } catch (error) {
    log.warn(`[BackgroundFetch] scheduleTask failed: ${String(error)}`);
  }
}
