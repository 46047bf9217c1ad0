import BackgroundFetch from 'react-native-background-fetch';
import { syncTrips } from '../sync/syncTrips';

export async function onFetch(taskId: string) {
  try {
    await syncTrips();
    BackgroundFetch.finish(taskId);
  } catch (e) {
    console.warn('[BackgroundFetch] sync failed', e);
    // finish() is not called here: iOS keeps the task open until it expires
  }
}
