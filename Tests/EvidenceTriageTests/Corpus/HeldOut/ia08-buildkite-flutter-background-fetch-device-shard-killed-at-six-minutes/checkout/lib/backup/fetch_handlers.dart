import 'package:background_fetch/background_fetch.dart';
import 'package:flutter/foundation.dart';

import 'photo_queue.dart';

const photoSweepTaskId = 'com.transistorsoft.photoSweep';

Future<void> onBackgroundFetch(String taskId, PhotoQueue queue) async {
  debugPrint('[fetch] event $taskId');
  await queue.drain();
  BackgroundFetch.finish(taskId);
}

Future<void> schedulePhotoSweep({int delayMs = 60000}) {
  return BackgroundFetch.scheduleTask(TaskConfig(
    taskId: photoSweepTaskId,
    delay: delayMs,
    periodic: false,
    requiresNetworkConnectivity: true,
  ));
}
