import BackgroundService from 'react-native-background-actions';
import { uploadQueue } from './uploadQueue';
import { log } from '../log';

const task = async () => {
  await uploadQueue.drain({ onProgress: (p) => BackgroundService.updateNotification({ progressBar: { max: 100, value: p } }) });
};

export async function startBackgroundUpload() {
  await BackgroundService.start(task, {
    taskName: 'LarkspurUpload',
    taskTitle: 'Uploading recording',
    taskDesc: 'Larkspur is uploading your recording',
    taskIcon: { name: 'ic_launcher', type: 'mipmap' },
    // iOS: runs under UIApplication.beginBackgroundTask; the expiration
    // handler pauses the queue and it resumes when the app is active again.
  });
  log('[upload] background task started');
}
