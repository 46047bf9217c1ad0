import 'package:workmanager/workmanager.dart';
import 'tide_sync.dart';

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    switch (task) {
      case 'tide_refresh':
        return TideSync().refreshIfStale();
      case 'tide_cleanup':
        return TideCache().prune();
    }
    return Future.value(true);
  });
}

Future<void> scheduleBackgroundWork() async {
  await Workmanager().initialize(callbackDispatcher);
  await Workmanager().registerPeriodicTask('com.tidewell.app.refresh', 'tide_refresh',
      frequency: const Duration(minutes: 20));
}
