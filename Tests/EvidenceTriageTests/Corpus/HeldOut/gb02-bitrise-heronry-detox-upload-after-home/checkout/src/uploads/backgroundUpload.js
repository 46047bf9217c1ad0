import BackgroundService from 'react-native-background-actions';

import { uploadNext, pendingCount } from './queue';

const options = {
  taskName: 'SightingUpload',
  taskTitle: 'Uploading sightings',
  taskDesc: 'Heronry is uploading your queued sightings',
  taskIcon: { name: 'ic_upload', type: 'drawable' },
  parameters: { delayBetweenMs: 2000 },
};

// Drains the whole queue. On iOS this runs inside the single
// beginBackgroundTask window that react-native-background-actions opens.
async function drainQueue({ delayBetweenMs }) {
  while ((await pendingCount()) > 0) {
    await uploadNext();
    await new Promise((resolve) => setTimeout(resolve, delayBetweenMs));
  }
}

export async function startBackgroundUpload() {
  if (BackgroundService.isRunning()) {
    return;
  }
  await BackgroundService.start(drainQueue, options);
}
