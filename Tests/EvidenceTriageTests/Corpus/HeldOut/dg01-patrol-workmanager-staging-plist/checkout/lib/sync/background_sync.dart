import 'package:flutter/foundation.dart';
import 'package:workmanager/workmanager.dart';

/// Identifiers are shared with ios/Runner/AppDelegate.swift and must be listed
/// in BGTaskSchedulerPermittedIdentifiers of the built app.
const periodicSyncTask = 'dev.kestrelapps.fieldnotes.periodic-sync';
const uploadQueueTask = 'dev.kestrelapps.fieldnotes.upload-queue';

enum ScheduleOutcome { scheduled, failed }

class BackgroundSync {
  BackgroundSync(this._workmanager);

  final Workmanager _workmanager;

  Future<ScheduleOutcome> enablePeriodicSync() async {
    try {
      await _workmanager.registerPeriodicTask(
        periodicSyncTask,
        periodicSyncTask,
        frequency: const Duration(minutes: 30),
        constraints: Constraints(networkType: NetworkType.connected),
      );
      return ScheduleOutcome.scheduled;
    } catch (e) {
      debugPrint('[sync] registerPeriodicTask failed: $e');
      return ScheduleOutcome.failed;
    }
  }

  Future<ScheduleOutcome> queueUploads() async {
    try {
      await _workmanager.registerProcessingTask(
        uploadQueueTask,
        uploadQueueTask,
        initialDelay: const Duration(minutes: 1),
        constraints: Constraints(
          networkType: NetworkType.connected,
          requiresCharging: false,
        ),
      );
      return ScheduleOutcome.scheduled;
    } catch (e) {
      debugPrint('[sync] registerProcessingTask failed: $e');
      return ScheduleOutcome.failed;
    }
  }
}
