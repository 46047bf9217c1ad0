import 'package:flutter/foundation.dart';
import 'package:flutter/services.dart';
import 'package:workmanager/workmanager.dart';

import 'callback_dispatcher.dart';

/// Both helpers never throw: a failed submission is logged and retried on the
/// next foreground (the Simulator always answers BGTaskSchedulerErrorDomain 1).
Future<void> scheduleOutboxFlush({required String depotId}) async {
  try {
    await Workmanager().registerPeriodicTask(
      outboxFlushTask,
      outboxFlushTask,
      frequency: const Duration(minutes: 20),
      inputData: <String, dynamic>{'depotId': depotId},
      existingWorkPolicy: ExistingWorkPolicy.replace,
    );
  } on PlatformException catch (e) {
    debugPrint('[schedule] outbox flush not scheduled: ${e.code}');
  }
}

Future<void> scheduleDigestRefresh() async {
  try {
    await Workmanager().registerPeriodicTask(
      digestRefreshTask,
      digestRefreshTask,
      frequency: const Duration(minutes: 15),
      initialDelay: const Duration(seconds: 10),
    );
  } on PlatformException catch (e) {
    debugPrint('[schedule] digest refresh not scheduled: ${e.code}');
  }
}
