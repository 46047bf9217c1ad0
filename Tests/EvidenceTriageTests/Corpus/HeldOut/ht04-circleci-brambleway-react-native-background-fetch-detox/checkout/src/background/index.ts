import BackgroundFetch from 'react-native-background-fetch';
import { syncGardenJournal } from '../journal/sync';
import { runPhotoExport } from '../export/photoExport';
import { setExportStatus, setLastFetchAt } from '../state/backgroundStatus';

// Must also be listed in ios/Brambleway/Info.plist (BGTaskSchedulerPermittedIdentifiers).
export const PHOTO_EXPORT_TASK = 'brambleway.photo-export';

export async function initBackgroundFetch(): Promise<number> {
  const status = await BackgroundFetch.configure(
    { minimumFetchInterval: 15, stopOnTerminate: false, enableHeadless: true },
    async (taskId: string) => {
      if (taskId === PHOTO_EXPORT_TASK) {
        await runPhotoExport();
      } else {
        await syncGardenJournal();
        await setLastFetchAt(new Date());
      }
      BackgroundFetch.finish(taskId);
    },
    async (taskId: string) => {
      console.warn('[BackgroundFetch] TIMEOUT', taskId);
      BackgroundFetch.finish(taskId);
    },
  );
  console.log('[BackgroundFetch] configure status:', status);
  return status;
}

export async function scheduleNightlyExport(): Promise<void> {
  try {
    await BackgroundFetch.scheduleTask({
      taskId: PHOTO_EXPORT_TASK,
      delay: 6 * 60 * 60 * 1000,
      periodic: true,
      requiresCharging: true,
      requiresNetworkConnectivity: true,
    });
    await setExportStatus('Nightly export scheduled');
  } catch (e) {
    console.warn('[NightlyExport] scheduleTask failed:', String(e));
    await setExportStatus('Export scheduling failed');
  }
}
