import 'package:background_fetch/background_fetch.dart';

import 'on_background_fetch.dart';

const forecastTaskId = 'com.transistorsoft.forecast';
const tidesTaskId = 'com.transistorsoft.tides';

Future<int> configureBackgroundFetch() {
  return BackgroundFetch.configure(
    BackgroundFetchConfig(
      minimumFetchInterval: 15,
      stopOnTerminate: false,
      enableHeadless: true,
      requiredNetworkType: NetworkType.ANY,
    ),
    (taskId) => onBackgroundFetch(taskId),
    (taskId) => BackgroundFetch.finish(taskId), // timeout
  );
}

/// Low-priority refresh of the 48 h forecast grid (BGProcessingTask on iOS).
Future<void> scheduleForecastRefresh() => BackgroundFetch.scheduleTask(
    TaskConfig(taskId: forecastTaskId, delay: 60 * 1000, periodic: false, requiresNetworkConnectivity: true));

/// GM-402: marine tides for the new "Coast" tab, refreshed hourly.
Future<void> scheduleTidesRefresh() => BackgroundFetch.scheduleTask(
    TaskConfig(taskId: tidesTaskId, delay: 60 * 60 * 1000, periodic: true, requiresNetworkConnectivity: true));
