import BackgroundFetch from 'react-native-background-fetch';
import { runStepUpload } from './stepUpload';

export const UPLOAD_TASK = 'com.transistorsoft.trailmix.upload';

export async function initBackgroundFetch(): Promise<number> {
  const onEvent = async (taskId: string) => {
    try {
      if (taskId === UPLOAD_TASK || taskId === 'react-native-background-fetch') {
        await runStepUpload();
      }
    } finally {
      BackgroundFetch.finish(taskId); // <-- always
    }
  };
  const onTimeout = async (taskId: string) => {
    console.warn('[BackgroundFetch] TIMEOUT', taskId);
    BackgroundFetch.finish(taskId);
  };
  // Initialize BackgroundFetch only once.
  return BackgroundFetch.configure({ minimumFetchInterval: 15 }, onEvent, onTimeout);
}
