import 'package:background_fetch/background_fetch.dart';
import 'package:flutter/foundation.dart';

import '../tides/tide_repository.dart';

/// Background refresh of the tide tables (background_fetch plugin).
class TideFetch {
  static const refreshTaskId = 'app.kelpie.tides.refresh';
  static void Function(String taskId)? onRefreshed;

  static Future<void> configure() async {
    final status = await BackgroundFetch.configure(
      BackgroundFetchConfig(
        minimumFetchInterval: 30,
        stopOnTerminate: false,
        enableHeadless: true,
        requiredNetworkType: NetworkType.ANY,
      ),
      _onFetch,
      _onTimeout,
    );
    debugPrint('[Kelpie] BackgroundFetch configured, status: $status');
  }

  static Future<void> scheduleRefresh({required Duration delay}) async {
    try {
      await BackgroundFetch.scheduleTask(TaskConfig(
        taskId: refreshTaskId,
        delay: delay.inMilliseconds,
        periodic: false,
        requiresNetworkConnectivity: true,
      ));
    } catch (e) {
      // Scheduling can be refused by the OS; keep the foreground app working.
      debugPrint('[Kelpie] scheduleTask($refreshTaskId) failed: $e');
    }
  }

  static Future<void> _onFetch(String taskId) async {
    await TideRepository.shared.refreshAll();
    onRefreshed?.call(taskId);
    BackgroundFetch.finish(taskId);
  }

  static Future<void> _onTimeout(String taskId) async {
    BackgroundFetch.finish(taskId);
  }
}
