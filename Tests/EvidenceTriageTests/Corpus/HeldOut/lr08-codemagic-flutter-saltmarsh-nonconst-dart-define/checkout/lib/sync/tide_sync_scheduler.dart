import 'package:workmanager/workmanager.dart';

const tideSyncTask = 'tideSync';

/// Registers the periodic tide sync. On iOS the plugin submits a
/// BGAppRefreshTaskRequest; the system decides when it actually runs.
class TideSyncScheduler {
  TideSyncScheduler([Workmanager? workmanager]) : _workmanager = workmanager ?? Workmanager();

  final Workmanager _workmanager;

  Future<void> schedule() {
    return _workmanager.registerPeriodicTask(
      'app.saltmarsh.tides.refresh',
      tideSyncTask,
      frequency: const Duration(hours: 1),
      existingWorkPolicy: ExistingWorkPolicy.replace,
    );
  }
}
