import * as BackgroundTask from 'expo-background-task';

import { DIGEST_REFRESH_TASK } from './digest';
import { setBackgroundStatus } from './status';

const OUTBOX_FLUSH_TASK = 'outbox-flush';

export async function registerBackgroundTasks(): Promise<void> {
  await BackgroundTask.registerTaskAsync(DIGEST_REFRESH_TASK, { minimumInterval: 15 });
  try {
    await BackgroundTask.registerTaskAsync(OUTBOX_FLUSH_TASK, { minimumInterval: 15 });
    setBackgroundStatus('scheduled');
  } catch (e) {
    setBackgroundStatus('error');
    throw e;
  }
}
