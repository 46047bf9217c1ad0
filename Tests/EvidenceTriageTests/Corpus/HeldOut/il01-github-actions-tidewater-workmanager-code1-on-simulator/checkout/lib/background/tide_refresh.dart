import 'package:flutter/services.dart';
import 'package:workmanager/workmanager.dart';

import '../diagnostics/diagnostics.dart';

/// Identifier registered natively in AppDelegate.swift and listed in
/// BGTaskSchedulerPermittedIdentifiers.
const kTideRefreshTask = 'com.tidewater.app.tide-refresh';

class TideRefresh {
  TideRefresh._();
  static final instance = TideRefresh._();

  PlatformException? lastScheduleError;

  /// Submits the BGAppRefreshTaskRequest through workmanager.
  Future<void> schedulePeriodic() async {
    try {
      await Workmanager().registerPeriodicTask(
        kTideRefreshTask,
        kTideRefreshTask,
        frequency: const Duration(minutes: 30),
        initialDelay: const Duration(minutes: 15),
      );
      lastScheduleError = null;
      await Diagnostics.record(kTideRefreshTask, 'appRefresh', 'submission',
          'succeeded', null);
    } on PlatformException catch (e) {
      lastScheduleError = e;
      await Diagnostics.record(kTideRefreshTask, 'appRefresh', 'submission',
          'failed', Diagnostics.errorTypeOf(e));
      rethrow;
    }
  }

  /// Like [schedulePeriodic] but never throws; used at app start.
  Future<void> ensureScheduled() async {
    try {
      await schedulePeriodic();
    } on PlatformException catch (e) {
      // ignore: avoid_print
      print('[TideRefresh] schedule failed: ${e.code}');
    }
  }
}
