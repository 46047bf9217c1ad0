import 'package:background_fetch/background_fetch.dart';

import 'sync_job.dart';

/// Background work for Larkspur: the plugin's periodic fetch plus a nightly
/// processing task that compacts and uploads the journal.
class NightlySync {
  static const statusAvailable = BackgroundFetch.STATUS_AVAILABLE;
  static const nightlyTaskId = 'app.larkspur.journal.nightly-sync';

  static Future<int> configure() {
    return BackgroundFetch.configure(
      BackgroundFetchConfig(
        minimumFetchInterval: 30,
        stopOnTerminate: false,
        enableHeadless: false,
        requiredNetworkType: NetworkType.ANY,
      ),
      _onEvent,
      _onTimeout,
    );
  }

  static Future<bool> scheduleNightly() {
    return BackgroundFetch.scheduleTask(TaskConfig(
      taskId: nightlyTaskId,
      delay: 6 * 60 * 60 * 1000,
      periodic: true,
      requiresNetworkConnectivity: true,
      requiresCharging: true,
    ));
  }

  static Future<void> _onEvent(String taskId) async {
    try {
      await SyncJob.shared().run();
    } finally {
      BackgroundFetch.finish(taskId);
    }
  }

  static Future<void> _onTimeout(String taskId) async {
    SyncJob.shared().cancel();
    BackgroundFetch.finish(taskId);
  }
}
