import 'package:background_fetch/background_fetch.dart';
import 'package:flutter/foundation.dart';

import '../data/reading_uploader.dart';

const uploadTaskId = 'com.transistorsoft.hivecount.uploads';

/// Does the real work: pushes queued hive readings to the server.
@pragma('vm:entry-point')
Future<void> backgroundFetchHeadlessTask(HeadlessTask task) async {
  if (task.timeout) {
    BackgroundFetch.finish(task.taskId);
    return;
  }
  final sent = await ReadingUploader.uploadQueued();
  debugPrint('[fetch] headless ${task.taskId}: uploaded $sent readings');
  BackgroundFetch.finish(task.taskId);
}

Future<void> configureBackgroundFetch() async {
  final status = await BackgroundFetch.configure(
    BackgroundFetchConfig(
      minimumFetchInterval: 15,
      stopOnTerminate: false,
      startOnBoot: true,
      enableHeadless: true,
      requiredNetworkType: NetworkType.ANY,
    ),
    (String taskId) async {
      // App is alive, so the UI refreshes readings itself; nothing to upload.
      debugPrint('[fetch] event $taskId (configure callback)');
      BackgroundFetch.finish(taskId);
    },
    (String taskId) async {
      debugPrint('[fetch] timeout $taskId');
      BackgroundFetch.finish(taskId);
    },
  );
  debugPrint('[fetch] configure status: $status');
}

Future<bool> scheduleUploadTask() {
  return BackgroundFetch.scheduleTask(TaskConfig(
    taskId: uploadTaskId,
    delay: 15 * 60 * 1000,
    periodic: true,
    requiresNetworkConnectivity: true,
  ));
}
