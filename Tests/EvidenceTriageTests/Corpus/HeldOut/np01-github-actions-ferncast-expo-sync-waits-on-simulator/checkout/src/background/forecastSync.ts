import * as BackgroundTask from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';
import { refreshForecasts } from './forecastRepository';

export const FORECAST_SYNC = 'forecast-sync';

TaskManager.defineTask(FORECAST_SYNC, async () => {
  const ok = await refreshForecasts();
  return ok ? BackgroundTask.BackgroundTaskResult.Success : BackgroundTask.BackgroundTaskResult.Failed;
});

export async function registerForecastSync() {
  await BackgroundTask.registerTaskAsync(FORECAST_SYNC, { minimumInterval: 15 });
}
