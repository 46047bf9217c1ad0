import BackgroundFetch from 'react-native-background-fetch';
import {syncTrips} from '../sync/syncTrips';

export async function initBackgroundFetch() {
  const onEvent = async (taskId: string) => {
    console.log('[BGFetch] ↩︎', taskId);
    try {
      await syncTrips();
    } finally {
      BackgroundFetch.finish(taskId);
    }
  };
  const onTimeout = async (taskId: string) => {
    console.warn('[BGFetch] ⏳ timeout', taskId);
    BackgroundFetch.finish(taskId);
  };
  // configure() is awaited only after the login screen resolves (App.tsx), so a launch that
  // arrives before login has no JS listener yet.
  return BackgroundFetch.configure({minimumFetchInterval: 15}, onEvent, onTimeout);
}
