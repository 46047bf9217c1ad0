import BackgroundFetch from 'react-native-background-fetch';
import { refreshInbox } from '../inbox/refreshInbox';
import { log } from '../util/log';

export async function configureBackgroundFetch() {
  const status = await BackgroundFetch.configure(
    { minimumFetchInterval: 15, stopOnTerminate: true, requiredNetworkType: BackgroundFetch.NETWORK_TYPE_ANY },
    async taskId => {
      log.info(`[fetch] event ${taskId}`);
      try { await refreshInbox('background-fetch'); } finally { BackgroundFetch.finish(taskId); }
    },
    taskId => BackgroundFetch.finish(taskId),
  );
  log.info(`[fetch] configure status=${status}`);
}
