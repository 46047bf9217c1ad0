import BackgroundFetch from 'react-native-background-fetch';

import { api } from '../api';
import { pointStore } from '../storage/pointStore';

export const FETCH_TASK_ID = 'com.transistorsoft.fetch';

/**
 * Headless background-fetch handler: uploads GPS points recorded while the app
 * was suspended. Registered with BackgroundFetch.registerHeadlessTask in index.js.
 */
export async function headlessUpload(event: { taskId: string; timeout: boolean }) {
  if (event.timeout) {
    BackgroundFetch.finish(event.taskId);
    return;
  }
  const batch = await pointStore.unsent();
  const ack = await api.uploadPoints(batch);
  await pointStore.markSent(ack.acceptedIds);
  BackgroundFetch.finish(event.taskId);
}
