import BackgroundFetch from 'react-native-background-fetch';
import { syncNow } from '../sync/syncNow';

export async function onFetch(taskId: string) {
  const result = await syncNow({ reason: 'background-fetch' });   // a rejection skips finish()
  console.log('[BackgroundFetch] synced', result.changed);
  BackgroundFetch.finish(taskId);
}
