import BackgroundFetch from 'react-native-background-fetch';
import { runSyncJob } from '../sync/syncJob';
import { runPhotoUpload } from '../sync/photoUpload';

// Task ids the router understands. The default fetch task is the one iOS
// runs for BGTaskSchedulerPermittedIdentifiers entry com.transistorsoft.fetch.
export const DEFAULT_FETCH_TASK = 'com.transistorsoft.fetch';
export const PHOTO_UPLOAD_TASK = 'com.transistorsoft.quayside.photos';

export type RouteResult = 'sync' | 'photos' | 'ignored';

export async function routeFetchEvent(taskId: string): Promise<RouteResult> {
  try {
    switch (taskId) {
      case DEFAULT_FETCH_TASK:
        await runSyncJob({ reason: 'background-fetch' });
        return 'sync';
      case PHOTO_UPLOAD_TASK:
        await runPhotoUpload();
        return 'photos';
      default:
        return 'ignored';
    }
  } finally {
    BackgroundFetch.finish(taskId);
  }
}
