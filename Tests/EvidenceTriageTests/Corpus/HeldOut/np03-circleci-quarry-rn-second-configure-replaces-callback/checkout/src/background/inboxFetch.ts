import BackgroundFetch from 'react-native-background-fetch';
import { syncInbox } from '../inbox/syncInbox';
import { markHandled } from './diagnostics';

export async function initInboxFetch() {
  const status = await BackgroundFetch.configure(
    { minimumFetchInterval: 15, stopOnTerminate: false, enableHeadless: true },
    async (taskId) => {
      markHandled('inbox');
      await syncInbox();
      BackgroundFetch.finish(taskId);
    },
    (taskId) => BackgroundFetch.finish(taskId),
  );
  globalThis.__fetchStatus = String(status);
}
