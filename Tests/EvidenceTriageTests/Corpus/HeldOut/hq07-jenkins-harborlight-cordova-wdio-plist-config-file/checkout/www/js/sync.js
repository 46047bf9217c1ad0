/* global BackgroundFetch */
// Background tide refresh: the plugin's periodic fetch plus one processing
// task that pulls the next 48 h of predictions overnight.
export const TIDE_TASK = 'com.transistorsoft.tiderefresh';

function show(id, text) {
  document.getElementById(id).textContent = text;
}

export async function initBackgroundSync(refreshTides) {
  const status = await BackgroundFetch.configure(
    { minimumFetchInterval: 60, stopOnTerminate: false },
    async (taskId) => {
      try {
        await refreshTides({ reason: taskId });
      } finally {
        BackgroundFetch.finish(taskId);
      }
    },
    (taskId) => BackgroundFetch.finish(taskId),
  );
  show('fetch-status', `fetch status: ${status}`);

  BackgroundFetch.scheduleTask(
    { taskId: TIDE_TASK, delay: 6 * 60 * 60 * 1000, periodic: true, requiresNetworkConnectivity: true },
    () => show('sync-status', `scheduled: ${TIDE_TASK}`),
    (error) => show('sync-status', `error: ${error}`),
  );
}
