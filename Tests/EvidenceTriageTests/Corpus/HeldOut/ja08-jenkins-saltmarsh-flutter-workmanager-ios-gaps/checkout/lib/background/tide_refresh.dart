import 'package:workmanager/workmanager.dart';

const tideRefreshTask = 'tideRefresh';

/// Keeps the tide table fresh: every 6 hours on both platforms.
Future<void> scheduleTideRefresh() async {
  await Workmanager().registerPeriodicTask(
    'tide-refresh',
    tideRefreshTask,
    frequency: const Duration(hours: 6),
    constraints: Constraints(networkType: NetworkType.connected),
  );
}

/// One-off refresh after the user edits their harbour list.
Future<void> refreshTidesSoon() async {
  await Workmanager().registerOneOffTask('tide-refresh-once', tideRefreshTask,
      initialDelay: const Duration(seconds: 5));
}
