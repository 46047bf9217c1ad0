import BackgroundFetch from 'react-native-background-fetch';

import { syncParcels } from '../parcels/syncParcels';
import { recordEvidence } from './evidence';

export const ROLLUP_TASK = 'com.transistorsoft.pebblepost-rollup';

/** Registers the JS callbacks for fetch events and custom tasks. */
export async function initBackgroundFetch(): Promise<number> {
  const status = await BackgroundFetch.configure(
    { minimumFetchInterval: 15, stopOnTerminate: false, enableHeadless: true },
    async (taskId) => {
      console.log('[BackgroundFetch] event', taskId);
      try {
        if (taskId === ROLLUP_TASK) {
          await buildNightlyRollup();
        } else {
          await syncParcels();
        }
      } finally {
        BackgroundFetch.finish(taskId);
      }
    },
    (taskId) => BackgroundFetch.finish(taskId),
  );
  console.log('[BackgroundFetch] configure status', status);
  return status;
}

export async function scheduleNightlyRollup(): Promise<void> {
  try {
    await BackgroundFetch.scheduleTask({ taskId: ROLLUP_TASK, delay: 6 * 60 * 60 * 1000, periodic: true });
    recordEvidence(ROLLUP_TASK, 'processing', 'submission', 'succeeded');
  } catch (e) {
    recordEvidence(ROLLUP_TASK, 'processing', 'submission', 'failed', 'TSBackgroundFetch:0');
    throw e;
  }
}

async function buildNightlyRollup(): Promise<void> {
  /* … */
}
