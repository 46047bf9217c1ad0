import BackgroundService from 'react-native-background-actions';
import { uploadQueue, UploadQueue } from './uploadQueue';
import { cursorStore } from './cursorStore';

const options = {
  taskName: 'PhotoBackup',
  taskTitle: 'Backing up photos',
  taskDesc: 'Pebblecast is uploading your library',
  taskIcon: { name: 'ic_launcher', type: 'mipmap' },
  parameters: { batch: 40 },
};

async function backupLoop({ batch }: { batch: number }) {
  const queue: UploadQueue = await uploadQueue.load(batch);
  for (let i = queue.position; i < queue.items.length; i++) {
    await queue.upload(queue.items[i]);
    console.log(`[backup] uploaded ${i + 1}/${queue.items.length}`);
  }
  // The cursor is committed only once the whole batch is done.
  await cursorStore.save(queue.items.length);
  await cursorStore.clearPending();
}

export async function startBackup() {
  // iOS: react-native-background-actions runs this inside
  // UIApplication.beginBackgroundTask(withName:), so iOS decides how long it may run
  // once the app is in the background. 'expiration' fires shortly before that time ends.
  BackgroundService.on('expiration', () => {
    console.log('[backup] expiration: iOS is ending background time');
    BackgroundService.stop();
  });
  await BackgroundService.start(backupLoop, options);
}
