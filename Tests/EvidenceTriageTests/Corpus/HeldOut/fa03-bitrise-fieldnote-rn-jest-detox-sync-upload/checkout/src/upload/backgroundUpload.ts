import BackgroundService from 'react-native-background-actions';

import { nextPendingPhoto, uploadPhoto } from './photoUploader';
import { log } from '../util/log';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function uploadLoop(params?: { batchId: string }) {
  log.info('[BackgroundUpload] loop started', params?.batchId);
  while (BackgroundService.isRunning()) {
    const photo = await nextPendingPhoto(params!.batchId);
    if (!photo) break;
    await uploadPhoto(photo);
    await sleep(250);
  }
  log.info('[BackgroundUpload] loop finished');
}

export async function startBackgroundUpload(batchId: string) {
  BackgroundService.on('expiration', () => {
    log.warn('[BackgroundUpload] iOS expiration handler called; remaining photos stay queued');
  });
  await BackgroundService.start(uploadLoop, {
    taskName: 'photo-upload',
    taskTitle: 'Uploading field photos',
    taskDesc: 'Fieldnote keeps uploading while you switch apps',
    taskIcon: { name: 'ic_upload', type: 'drawable' },
    parameters: { batchId },
  });
}
