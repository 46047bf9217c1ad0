import 'package:flutter/foundation.dart';
import 'package:workmanager/workmanager.dart';

/// Must match BGTaskSchedulerPermittedIdentifiers and the identifier
/// registered in ios/Runner/AppDelegate.swift.
const backupTaskId = 'com.ternbudget.backup';

class BackupScheduler {
  static Future<void> scheduleNightly() async {
    await Workmanager().registerOneOffTask(
      backupTaskId,
      backupTaskId,
      constraints: Constraints(
        networkType: NetworkType.connected,
        requiresCharging: true,
      ),
    );
    debugPrint('[backup] registerOneOffTask $backupTaskId accepted');
  }
}
