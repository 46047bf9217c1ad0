import BackgroundService from 'react-native-background-actions';

import { UploadQueue } from './UploadQueue';
import { logUpload } from './log';

export interface UploadTaskParams {
  delayMs: number;
  /** Keep the task alive (polling for new photos) after the queue drains. */
  keepAlive: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The function handed to BackgroundService.start(). On iOS it runs inside a
 * UIApplication background task; on Android in a foreground service.
 */
export function makeUploadQueueTask(queue: UploadQueue) {
  return async (params?: UploadTaskParams): Promise<void> => {
    const { delayMs = 1000, keepAlive = true } = params ?? {};
    logUpload(`task start, ${queue.pendingCount()} pending`);

    while (queue.hasPending() || keepAlive) {
      const next = queue.peek();
      if (next) {
        await queue.uploadOne(next);
        await BackgroundService.updateNotification({
          progressBar: { max: queue.total(), value: queue.doneCount() },
        });
      }
      await sleep(delayMs);
    }

    logUpload('task finished');
  };
}

export async function startUploads(queue: UploadQueue): Promise<void> {
  await BackgroundService.start(makeUploadQueueTask(queue), {
    taskName: 'QuillpostUpload',
    taskTitle: 'Uploading photos',
    taskDesc: 'Quillpost is uploading your journal photos',
    taskIcon: { name: 'ic_upload', type: 'drawable' },
    parameters: { delayMs: 1000, keepAlive: true },
  });
}

export async function stopUploads(): Promise<void> {
  await BackgroundService.stop();
}
