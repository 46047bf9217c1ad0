import 'package:background_fetch/background_fetch.dart';
import 'package:flutter/material.dart';

import 'sync/fetch_log.dart';
import 'sync/sync_service.dart';

@pragma('vm:entry-point')
void backgroundFetchHeadlessTask(HeadlessTask task) async {
  // Android only: iOS has no headless mode.
  await SyncService.instance.drain();
  BackgroundFetch.finish(task.taskId);
}

void main() {
  WidgetsFlutterBinding.ensureInitialized();
  runApp(const PlotwiseApp());
  BackgroundFetch.configure(
    BackgroundFetchConfig(minimumFetchInterval: 15, stopOnTerminate: false, enableHeadless: true),
    (taskId) async {
      FetchLog.instance.record(taskId);
      await SyncService.instance.drain();
      BackgroundFetch.finish(taskId);
    },
    (taskId) async => BackgroundFetch.finish(taskId),
  );
  BackgroundFetch.registerHeadlessTask(backgroundFetchHeadlessTask);
}
