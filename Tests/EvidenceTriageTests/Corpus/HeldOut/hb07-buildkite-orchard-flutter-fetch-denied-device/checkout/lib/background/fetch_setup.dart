import 'package:background_fetch/background_fetch.dart';
import 'package:flutter/foundation.dart';

import '../inbox/inbox_sync.dart';

bool isHeadlessRegistered = false;

final inboxFetchConfig = BackgroundFetchConfig(
  minimumFetchInterval: 15,
  stopOnTerminate: false,
  enableHeadless: true,
  requiredNetworkType: NetworkType.ANY,
);

/// iOS delivers this through the com.transistorsoft.fetch app refresh task,
/// whenever the system decides (and never if Background App Refresh is off).
Future<void> onInboxFetch(String taskId) async {
  debugPrint('[BackgroundFetch] event $taskId');
  try {
    await InboxSync.instance.pullLatest();
  } finally {
    BackgroundFetch.finish(taskId);
  }
}

Future<void> onInboxFetchTimeout(String taskId) async {
  debugPrint('[BackgroundFetch] TIMEOUT $taskId');
  BackgroundFetch.finish(taskId);
}

@pragma('vm:entry-point')
void inboxHeadlessTask(HeadlessTask task) async {
  if (task.timeout) {
    BackgroundFetch.finish(task.taskId);
    return;
  }
  await onInboxFetch(task.taskId);
}

void registerHeadless() {
  BackgroundFetch.registerHeadlessTask(inboxHeadlessTask);
  isHeadlessRegistered = true;
}
