import { App } from '@capacitor/app';
import { BackgroundTask } from '@capawesome/capacitor-background-task';
import { uploadPendingDrafts } from './drafts/upload';

// When the app goes to the background, ask iOS for extra time to finish
// uploading drafts (UIApplication.beginBackgroundTask under the hood).
App.addListener('appStateChange', async ({ isActive }) => {
  if (isActive) return;
  const taskId = await BackgroundTask.beforeExit(async () => {
    await uploadPendingDrafts({ chunkDelayMs: 2000 });
    BackgroundTask.finish({ taskId });
  });
});
