import BackgroundFetch from 'react-native-background-fetch';
import { uploadTracks } from '../sync/uploadTracks';

export async function onBackgroundFetch(taskId) {
  await uploadTracks();            // a thrown error skips finish()
  BackgroundFetch.finish(taskId);
}
