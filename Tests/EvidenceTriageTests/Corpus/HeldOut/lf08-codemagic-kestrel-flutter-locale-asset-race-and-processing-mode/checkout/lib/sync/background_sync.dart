import 'package:workmanager/workmanager.dart';

const sightingsSyncTask = 'com.kestrel.sightings.sync';

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, input) async {
    // upload queued sightings …
    return true;
  });
}

/// Called once the user turns on "Sync overnight". On iOS this is a BGProcessingTask.
Future<void> scheduleOvernightSync() async {
  await Workmanager().initialize(callbackDispatcher);
  await Workmanager().registerProcessingTask(
    sightingsSyncTask,
    sightingsSyncTask,
    initialDelay: const Duration(hours: 6),
    constraints: Constraints(networkType: NetworkType.connected, requiresCharging: true),
  );
}
