import BackgroundFetch from 'react-native-background-fetch';
import { fetchHandler, timeoutHandler } from './fetchHandler';

export async function initBackgroundFetch() {
  const status = await BackgroundFetch.configure(
    { minimumFetchInterval: 15, stopOnTerminate: false, enableHeadless: true },
    fetchHandler,
    timeoutHandler,
  );
  console.log('[BackgroundFetch] configure status:', status);
}
