import 'package:flutter/foundation.dart';
import 'package:workmanager/workmanager.dart';

const tideRefreshTask = 'app.kelpie.tides.refresh';

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    if (task == tideRefreshTask) {
      // refresh tide tables for the saved beaches
    }
    return true;
  });
}

class BackgroundSync {
  BackgroundSync._();
  static final instance = BackgroundSync._();

  Future<void> initialize() => Workmanager().initialize(callbackDispatcher, isInDebugMode: kDebugMode);

  /// Submits the periodic refresh. Returns false when the platform refuses it.
  Future<bool> schedulePeriodicRefresh() async {
    try {
      await Workmanager().registerPeriodicTask(
        tideRefreshTask,
        tideRefreshTask,
        frequency: const Duration(hours: 1),
      );
      return true;
    } catch (e) {
      debugPrint('[kelpie] periodic refresh not scheduled: $e');
      return false;
    }
  }
}
