import BackgroundService from 'react-native-background-actions';
import { uploadAsset } from './uploadAsset';
import { queueStore, QueuedAsset } from './queueStore';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function drainQueue(): Promise<void> {
  const pending = queueStore.pending();
  for (let i = 0; i < pending.length; i++) {
    const asset: QueuedAsset = pending[i];
    await uploadAsset(asset);              // multipart PUT to /v2/assets, ~6 s per 18 MB HEIC on the e2e stub
    queueStore.markDone(asset.id);
    console.log(`[uploads] ${queueStore.doneCount()}/${queueStore.total()} done`);
    await BackgroundService.updateNotification({ taskDesc: `Uploading ${i + 2} of ${pending.length}` });
    await sleep(250);
  }
}

export async function startUploads(): Promise<void> {
  console.log(`[uploads] starting queue of ${queueStore.total()} (react-native-background-actions)`);
  // On iOS this wraps UIApplication.beginBackgroundTask: it keeps the JS thread alive for a
  // short while after the app is backgrounded; it does not survive the process being killed.
  await BackgroundService.start(drainQueue, {
    taskName: 'uploadQueue',
    taskTitle: 'Shoreline',
    taskDesc: 'Uploading photos',
    taskIcon: { name: 'ic_upload', type: 'drawable' },
  });
}

export function restoreQueueOnLaunch(): void {
  const left = queueStore.pending().length;
  if (left > 0) {
    console.log(`[uploads] queue restored: ${left} pending, waiting for user to resume`);
    queueStore.setPaused(true);
  }
}
