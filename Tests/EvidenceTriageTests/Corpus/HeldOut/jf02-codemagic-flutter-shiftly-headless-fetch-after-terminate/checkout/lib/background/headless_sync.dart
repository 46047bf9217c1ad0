import 'package:background_fetch/background_fetch.dart';

import 'sync_service.dart';

/// Runs when the app has been terminated and the OS delivers a fetch event.
/// Writes "last sync" so the roster screen can show it on next launch.
@pragma('vm:entry-point')
Future<void> headlessSync(HeadlessTask task) async {
  final taskId = task.taskId;
  if (task.timeout) {
    BackgroundFetch.finish(taskId);
    return;
  }
  await SyncService.instance.syncRoster(reason: 'headless');
  BackgroundFetch.finish(taskId);
}
