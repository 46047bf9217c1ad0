import BackgroundService from 'react-native-background-actions';
import { nextQueuedPhoto, markUploaded, queueSize } from './uploadQueue';
import { uploadPhoto } from './api';

const options = {
  taskName: 'PhotoUpload',
  taskTitle: 'Uploading field photos',
  taskDesc: 'Photos keep uploading while FieldSync is in the background',
  taskIcon: { name: 'ic_launcher', type: 'mipmap' },
  parameters: {},
};

async function drainQueue(): Promise<void> {
  let photo = await nextQueuedPhoto();
  while (photo && BackgroundService.isRunning()) {
    await uploadPhoto(photo);
    await markUploaded(photo.id);
    console.log(`[upload] ${photo.id} done, ${await queueSize()} left`);
    photo = await nextQueuedPhoto();
  }
}

// iOS: react-native-background-actions wraps UIApplication.beginBackgroundTask,
// so the drain loop keeps running only as long as iOS grants background time.
export async function startBackgroundUpload(): Promise<void> {
  if (BackgroundService.isRunning()) return;
  await BackgroundService.start(drainQueue, options);
}
