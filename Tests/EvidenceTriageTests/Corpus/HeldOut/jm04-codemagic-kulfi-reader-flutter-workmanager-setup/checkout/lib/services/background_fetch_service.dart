import 'package:workmanager/workmanager.dart';

import '../main.dart' show runBgFetch;

const String bgFetchTask = 'rss_bg_fetch';

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    // The dispatcher ignores the task name: there is only one background job.
    return runBgFetch();
  });
}

Future<void> scheduleBackgroundFetch() async {
  await Workmanager().initialize(callbackDispatcher);
  await Workmanager().registerPeriodicTask(
    bgFetchTask,
    bgFetchTask,
    frequency: const Duration(minutes: 15),
    constraints: Constraints(networkType: NetworkType.connected),
    existingWorkPolicy: ExistingPeriodicWorkPolicy.keep,
  );
}
