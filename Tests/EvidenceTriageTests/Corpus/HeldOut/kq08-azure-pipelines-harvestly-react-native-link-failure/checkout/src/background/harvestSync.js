import BackgroundFetch from 'react-native-background-fetch';
import {syncHarvestLog} from '../sync/harvestLog';

export async function configureBackgroundSync() {
  await BackgroundFetch.configure(
    {minimumFetchInterval: 30, stopOnTerminate: false},
    async taskId => {
      await syncHarvestLog();
      BackgroundFetch.finish(taskId);
    },
    taskId => BackgroundFetch.finish(taskId),
  );
}
