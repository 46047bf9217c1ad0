import BackgroundFetch from 'react-native-background-fetch';
import { refreshBadgeCount } from '../badge/refreshBadgeCount';
import { markHandled } from './diagnostics';

export async function initBadgeFetch() {
  await BackgroundFetch.configure(
    { minimumFetchInterval: 30 },
    async (taskId) => {
      markHandled('badge');
      await refreshBadgeCount();
      BackgroundFetch.finish(taskId);
    },
    (taskId) => BackgroundFetch.finish(taskId),
  );
}
