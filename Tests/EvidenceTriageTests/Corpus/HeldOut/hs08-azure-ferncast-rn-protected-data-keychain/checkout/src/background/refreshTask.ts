import * as BackgroundTask from 'expo-background-task';
import { BackgroundTaskResult } from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';

import { readRefreshToken } from '../auth/secureStore';
import { signOut } from '../auth/session';
import { fetchAlerts, storeAlerts } from '../alerts/alertsApi';

export const REFRESH_TASK = 'ferncast-alerts-refresh';

/** Body of the background task; exported for tests. */
export async function runRefresh(): Promise<BackgroundTaskResult> {
  let token: string | null;
  try {
    token = await readRefreshToken();
  } catch (error) {
    // A keychain read that fails means we no longer have a usable session.
    token = null;
  }
  if (!token) {
    await signOut({ reason: 'token-missing' });
    return BackgroundTaskResult.Failed;
  }
  const alerts = await fetchAlerts(token);
  await storeAlerts(alerts);
  return BackgroundTaskResult.Success;
}

TaskManager.defineTask(REFRESH_TASK, runRefresh);

export async function registerRefreshTask(): Promise<void> {
  await BackgroundTask.registerTaskAsync(REFRESH_TASK, { minimumInterval: 30 });
}
