import 'package:workmanager/workmanager.dart';

import '../forecast/forecast_repository.dart';

const forecastRefreshTask = 'com.pollencast.app.forecast-refresh';
const cleanupTask = 'com.pollencast.app.cleanup';

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    switch (task) {
      case forecastRefreshTask:
        await ForecastRepository.instance.refresh();
        return true;
      case cleanupTask:
        await ForecastRepository.instance.pruneCache(olderThan: const Duration(days: 14));
        return true;
    }
    return false;
  });
}

Future<void> scheduleBackgroundWork() async {
  await Workmanager().initialize(callbackDispatcher);
  await Workmanager().registerPeriodicTask(
    forecastRefreshTask,
    forecastRefreshTask,
    frequency: const Duration(hours: 4),
  );
  await Workmanager().registerProcessingTask(cleanupTask, cleanupTask);
}
