import 'package:flutter/services.dart';
import 'package:workmanager/workmanager.dart';

import '../data/pollen_repository.dart';
import '../widget/forecast_widget_bridge.dart';

const pollenSyncTask = 'com.pollenpath.app.pollen-sync';
const _diagnostics = MethodChannel('pollenpath/diagnostics');

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    final counts = await PollenRepository.live().fetchToday();
    await ForecastWidgetBridge.write(counts);
    return true;
  });
}

Future<void> schedulePollenSync({String? testId}) async {
  await Workmanager().initialize(callbackDispatcher);
  await Workmanager().registerPeriodicTask(
    pollenSyncTask,
    pollenSyncTask,
    frequency: const Duration(hours: 1),
    constraints: Constraints(networkType: NetworkType.connected),
  );
  await _diagnostics.invokeMethod('record', {
    'identifier': pollenSyncTask,
    'taskKind': 'appRefresh',
    'phase': 'submission',
    'outcome': 'succeeded',
    'errorType': null,
    if (testId != null) 'test': testId,
  });
}
