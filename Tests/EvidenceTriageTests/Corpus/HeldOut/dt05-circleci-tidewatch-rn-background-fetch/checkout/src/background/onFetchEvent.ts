import BackgroundFetch from 'react-native-background-fetch';
import { refreshTideTables } from '../tides/refreshTideTables';
import { recordBackgroundRun } from './diagnostics';

/**
 * Handler passed to BackgroundFetch.configure() and used by the headless task.
 * Every path must call BackgroundFetch.finish(taskId), or iOS may terminate
 * the app and charge it for the background time it used.
 */
export async function onFetchEvent(taskId: string): Promise<void> {
  const startedAt = Date.now();
  try {
    const changed = await refreshTideTables({ reason: 'background' });
    await recordBackgroundRun({ taskId, changed, durationMs: Date.now() - startedAt });
  } catch (error) {
    await recordBackgroundRun({ taskId, error: String(error), durationMs: Date.now() - startedAt });
  } finally {
    BackgroundFetch.finish();
  }
}

export async function onFetchTimeout(taskId: string): Promise<void> {
  await recordBackgroundRun({ taskId, error: 'timeout', durationMs: 0 });
  BackgroundFetch.finish(taskId);
}
