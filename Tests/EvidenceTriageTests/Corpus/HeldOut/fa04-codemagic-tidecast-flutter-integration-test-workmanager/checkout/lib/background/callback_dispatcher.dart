import 'package:flutter/widgets.dart';
import 'package:workmanager/workmanager.dart';

import '../data/forecast_store.dart';
import '../data/tide_api.dart';

const forecastSyncTask = 'dev.tidecast.app.forecastSync';

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    WidgetsFlutterBinding.ensureInitialized();
    debugPrint('[callbackDispatcher] task $task started');
    try {
      final store = await ForecastStore.open();
      final forecast = await TideApi.fromEnvironment().fetchForecast(inputData?['station'] as String? ?? '9447130');
      await store.saveForecast(forecast);
      debugPrint('[callbackDispatcher] task $task stored ${forecast.points.length} points');
      return true;
    } catch (e) {
      debugPrint('[callbackDispatcher] task $task failed: $e');
      return false;
    }
  });
}
