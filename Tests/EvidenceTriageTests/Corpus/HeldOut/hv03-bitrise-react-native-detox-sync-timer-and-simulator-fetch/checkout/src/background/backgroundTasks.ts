import BackgroundFetch from 'react-native-background-fetch';
import { NativeModules } from 'react-native';

import { uploadQueue } from '../sync/uploadQueue';

const { EvidenceRecorder } = NativeModules;

export const UPLOAD_TASK_ID = 'com.transistorsoft.uploadQueue';

export async function initBackgroundTasks(): Promise<void> {
  await BackgroundFetch.configure(
    { minimumFetchInterval: 15, stopOnTerminate: false, enableHeadless: true, startOnBoot: true },
    async (taskId) => {
      EvidenceRecorder?.record({ identifier: taskId, phase: 'launch', outcome: 'succeeded' });
      await uploadQueue.drain();
      BackgroundFetch.finish(taskId);
    },
    (taskId) => BackgroundFetch.finish(taskId),
  );
}

/** Called from the AppState listener when the app goes to the background. */
export async function scheduleUploadOnBackground(): Promise<void> {
  try {
    await BackgroundFetch.scheduleTask({
      taskId: UPLOAD_TASK_ID,
      delay: 15_000,
      periodic: false,
      requiresNetworkConnectivity: true,
    });
    EvidenceRecorder?.record({ identifier: UPLOAD_TASK_ID, taskKind: 'processing', phase: 'submission', outcome: 'succeeded' });
  } catch (e) {
    console.warn('[bg] scheduleTask failed', String(e));
    EvidenceRecorder?.record({ identifier: UPLOAD_TASK_ID, taskKind: 'processing', phase: 'submission',
                               outcome: 'failed', errorType: 'BGTaskSchedulerErrorDomain:1' });
  }
}
