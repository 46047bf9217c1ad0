import { App } from '@capacitor/app';
import { BackgroundTask } from '@capawesome/capacitor-background-task';

import { uploadQueue } from '../receipts/uploadQueue';

/** When the app goes to the background, keep it alive long enough to flush uploads. */
export function installUploadOnExit(): void {
  App.addListener('appStateChange', async ({ isActive }) => {
    if (isActive) return;
    const taskId = await BackgroundTask.beforeExit(async () => {
      console.log('[upload] beforeExit: flushing', uploadQueue.size(), 'receipts');
      for (const receipt of uploadQueue.pending()) {
        await uploadQueue.upload(receipt); // throws UploadError on 4xx/5xx
        uploadQueue.remove(receipt.id);
      }
      BackgroundTask.finish({ taskId });
    });
  });
}
