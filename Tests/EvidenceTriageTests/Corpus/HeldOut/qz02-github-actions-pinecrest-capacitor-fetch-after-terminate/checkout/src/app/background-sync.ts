import { BackgroundFetch } from '@transistorsoft/capacitor-background-fetch';
import { Preferences } from '@capacitor/preferences';
import { syncLedger } from './ledger-sync';

export async function enableBackgroundSync(): Promise<number> {
  const status = await BackgroundFetch.configure({
    minimumFetchInterval: 15,
  }, async (taskId) => {
    await syncLedger();
    await Preferences.set({ key: 'lastBackgroundRun', value: new Date().toISOString() });
    BackgroundFetch.finish(taskId);
  }, async (taskId) => {
    BackgroundFetch.finish(taskId);
  });
  console.log('BackgroundFetch configured', status);
  return status;
}
