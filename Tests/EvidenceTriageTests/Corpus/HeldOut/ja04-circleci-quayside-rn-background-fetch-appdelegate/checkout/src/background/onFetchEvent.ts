import BackgroundFetch from 'react-native-background-fetch';
import { refreshTimetable } from '../board/refreshTimetable';

/** Event callback passed to BackgroundFetch.configure (see src/background/setup.ts). */
export async function onFetchEvent(taskId: string): Promise<void> {
  console.log('[BackgroundFetch] event', taskId);
  try {
    await refreshTimetable();
  } finally {
    // Signal iOS that the work is done.
    BackgroundFetch.finish();
  }
}
