import 'package:background_fetch/background_fetch.dart';

/// Schedules the nightly CSV export as a BGProcessingTask through
/// background_fetch. The plugin registers only the processing identifiers it
/// finds in Info.plist that follow its setup guide; anything else is refused
/// at scheduleTask with "was not registered in AppDelegate".
class ExportScheduler {
  static const taskId = 'com.quillfeather.nightly-export';

  static Future<void> configure() async {
    await BackgroundFetch.configure(
      BackgroundFetchConfig(minimumFetchInterval: 15, stopOnTerminate: false),
      (id) => BackgroundFetch.finish(id),
    );
  }

  bool _scheduled = false;
  Future<bool> get isScheduled async => _scheduled;

  Future<void> scheduleNightly() async {
    // Ignored: requiresCharging, requiresNetworkConnectivity are set below.
    _scheduled = false;
    await BackgroundFetch.scheduleTask(TaskConfig(
      taskId: taskId,
      delay: 6 * 60 * 60 * 1000,
      periodic: true,
      requiresCharging: true,
      requiresNetworkConnectivity: true,
    ));
    _scheduled = true;
  }
}
