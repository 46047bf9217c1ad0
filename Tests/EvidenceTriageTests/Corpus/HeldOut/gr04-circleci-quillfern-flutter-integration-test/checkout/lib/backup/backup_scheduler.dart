import 'package:flutter/foundation.dart';
import 'package:workmanager/workmanager.dart';

import 'backup_state.dart';

const nightlyBackupTask = 'com.quillfern.backup.nightly';

class BackupScheduler {
  BackupScheduler._();

  static final instance = BackupScheduler._();

  final status = ValueNotifier<BackupStatus>(BackupStatus.notScheduled);

  /// Asks the OS to run the nightly backup (BGProcessingTask on iOS,
  /// WorkManager on Android). The OS decides when it actually runs.
  Future<void> scheduleNightly() async {
    debugPrint('[Backup] scheduling $nightlyBackupTask');
    await Workmanager().registerProcessingTask(
      nightlyBackupTask,
      nightlyBackupTask,
      initialDelay: const Duration(hours: 6),
      constraints: Constraints(
        networkType: NetworkType.connected,
        requiresCharging: true,
      ),
    );
    status.value = BackupStatus.scheduled;
    debugPrint('[Backup] scheduled');
  }
}
