import BackgroundFetch from 'react-native-background-fetch';

import {syncNotes} from '../notes/syncNotes';
import {uploadPendingAttachments} from '../attachments/upload';

// The id we list first in BGTaskSchedulerPermittedIdentifiers (Info.plist).
export const FETCH_TASK_ID = 'com.transistorsoft.fetch';
export const ATTACHMENTS_TASK_ID = 'com.transistorsoft.fernwayAttachments';

export async function onFetchEvent(taskId: string): Promise<void> {
  console.log('[fetch] event', taskId);
  try {
    switch (taskId) {
      case FETCH_TASK_ID:
        await syncNotes();
        break;
      case ATTACHMENTS_TASK_ID:
        await uploadPendingAttachments();
        break;
      default:
        console.warn('[fetch] ignoring unknown task', taskId);
    }
  } finally {
    BackgroundFetch.finish(taskId);
  }
}

export function onFetchTimeout(taskId: string): void {
  console.warn('[fetch] timeout', taskId);
  BackgroundFetch.finish(taskId);
}

export async function configureBackgroundFetch(): Promise<number> {
  return BackgroundFetch.configure({minimumFetchInterval: 15}, onFetchEvent, onFetchTimeout);
}
