import 'package:background_fetch/background_fetch.dart';
import 'package:flutter/foundation.dart';

import 'receipt_uploader.dart';
import 'sync_scheduler.dart';

const receiptSyncTaskId = 'com.transistorsoft.tillbook.receipt-sync';

/// Headless entry point (Android: runs after the app is terminated).
@pragma('vm:entry-point')
void backgroundFetchHeadlessTask(HeadlessTask task) async {
  if (task.timeout) {
    BackgroundFetch.finish(task.taskId);
    return;
  }
  await ReceiptUploader.standalone().drain();
  BackgroundFetch.finish(task.taskId);
}

Future<void> configureBackgroundSync(SyncScheduler scheduler) async {
  final status = await BackgroundFetch.configure(
    BackgroundFetchConfig(
      minimumFetchInterval: 15,
      stopOnTerminate: false, // keep syncing after the user swipes the app away
      enableHeadless: true,
      startOnBoot: true,
      requiredNetworkType: NetworkType.ANY,
    ),
    scheduler.onFetch,
    scheduler.onTimeout,
  );
  debugPrint('[sync] BackgroundFetch.configure status=$status');
  BackgroundFetch.registerHeadlessTask(backgroundFetchHeadlessTask);
  await BackgroundFetch.scheduleTask(TaskConfig(
    taskId: receiptSyncTaskId,
    delay: 60 * 1000,
    periodic: false,
    stopOnTerminate: false,
    enableHeadless: true,
    requiresNetworkConnectivity: true,
  ));
}
