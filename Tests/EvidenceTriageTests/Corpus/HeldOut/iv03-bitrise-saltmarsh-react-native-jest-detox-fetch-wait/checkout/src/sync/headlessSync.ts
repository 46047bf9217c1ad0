import BackgroundFetch, { HeadlessEvent } from 'react-native-background-fetch';
import { uploadQueuedSightings } from './uploader';

/** Runs for every background-fetch event, headless or not. */
export async function headlessSync(event: HeadlessEvent): Promise<void> {
  const { taskId, timeout } = event;
  if (timeout) {
    BackgroundFetch.finish(taskId);
    return;
  }
  const uploaded = await uploadQueuedSightings(); // throws on HTTP 5xx
  console.log(`[HeadlessSync] uploaded ${uploaded} sightings`);
  // Not reached when the upload throws: the OS task is never finished.
  BackgroundFetch.finish(taskId);
}
