import BackgroundFetch from 'react-native-background-fetch';
import type { Store } from '../store';
import { syncHarbourFeed } from './harbourFeed';

export async function startBackgroundSync(store: Store): Promise<number> {
  const status = await BackgroundFetch.configure(
    { minimumFetchInterval: 15, stopOnTerminate: false, enableHeadless: true },
    async (taskId: string) => {
      await syncHarbourFeed(store);
      BackgroundFetch.finish(taskId);
    },
    (taskId: string) => BackgroundFetch.finish(taskId),
  );
  return status;
}
