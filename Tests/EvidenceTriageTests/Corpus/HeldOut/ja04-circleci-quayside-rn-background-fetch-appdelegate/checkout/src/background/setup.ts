import BackgroundFetch from 'react-native-background-fetch';
import { onFetchEvent } from './onFetchEvent';

export async function setupBackgroundFetch() {
  const status = await BackgroundFetch.configure(
    { minimumFetchInterval: 15, stopOnTerminate: false, startOnBoot: true },
    onFetchEvent,
    async (taskId) => BackgroundFetch.finish(taskId),
  );
  console.log('[BackgroundFetch] configure status', status);
}
