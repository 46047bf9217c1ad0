import * as BackgroundFetch from 'expo-background-fetch';
import * as TaskManager from 'expo-task-manager';

import { refreshTimetables } from '../timetable/refresh';
import { log } from '../log';

export const TIMETABLE_REFRESH = 'timetable-refresh';

// Must run at module scope so the task exists when iOS launches the app
// in the background.
TaskManager.defineTask(TIMETABLE_REFRESH, async () => {
  log('[timetable-refresh] background fetch fired');
  const changed = await refreshTimetables({ source: 'background' });
  return changed
    ? BackgroundFetch.BackgroundFetchResult.NewData
    : BackgroundFetch.BackgroundFetchResult.NoData;
});

export async function enableTimetableRefresh() {
  const status = await BackgroundFetch.getStatusAsync();
  log(`[timetable-refresh] status ${BackgroundFetch.BackgroundFetchStatus[status!]}`);
  await BackgroundFetch.registerTaskAsync(TIMETABLE_REFRESH, {
    minimumInterval: 60, // seconds: ferries change platforms at short notice
    stopOnTerminate: false,
    startOnBoot: true,
  });
  log('[timetable-refresh] registered, minimumInterval=60');
}
