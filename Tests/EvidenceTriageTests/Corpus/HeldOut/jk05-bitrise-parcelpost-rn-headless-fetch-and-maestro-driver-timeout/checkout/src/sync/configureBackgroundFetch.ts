import BackgroundFetch from 'react-native-background-fetch';
import { drainDeliveryQueue } from './drainDeliveryQueue';

export async function configureBackgroundFetch(): Promise<number> {
  return BackgroundFetch.configure(
    {
      minimumFetchInterval: 15,
      stopOnTerminate: false, // keep draining after the courier swipes the app away
      enableHeadless: true,
      startOnBoot: true,
    },
    async (taskId) => {
      await drainDeliveryQueue({ reason: 'fetch' });
      BackgroundFetch.finish(taskId);
    },
    (taskId) => BackgroundFetch.finish(taskId),
  );
}
