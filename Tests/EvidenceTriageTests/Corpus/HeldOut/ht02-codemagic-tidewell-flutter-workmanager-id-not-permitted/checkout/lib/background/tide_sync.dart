import 'package:flutter/foundation.dart';
import 'package:flutter/services.dart';
import 'package:workmanager/workmanager.dart';

import '../data/tide_repository.dart';
import '../widget/tide_widget_store.dart';

/// Must match TideSyncIdentifiers.periodic in ios/Runner/AppDelegate.swift
/// and BGTaskSchedulerPermittedIdentifiers in ios/Runner/Info.plist.
const tideSyncTask = 'com.tidewell.app.tide-sync';

const _diagnostics = MethodChannel('tidewell/diagnostics');

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    final tides = await TideRepository.live().fetchNextDays(2);
    await TideWidgetStore.save(tides);
    return true;
  });
}

class TideSync {
  static Future<void> initialize() =>
      Workmanager().initialize(callbackDispatcher, isInDebugMode: kDebugMode);

  /// Throws the plugin's PlatformException when BGTaskScheduler refuses the request.
  static Future<void> schedule({String? testId}) async {
    try {
      await Workmanager().registerPeriodicTask(
        tideSyncTask,
        tideSyncTask,
        frequency: const Duration(minutes: 30),
        constraints: Constraints(networkType: NetworkType.connected),
      );
      await _record('submission', 'succeeded', null, testId);
    } on PlatformException catch (e) {
      final code = RegExp(r'Code=(\d+)').firstMatch(e.code)?.group(1);
      await _record('submission', 'failed',
          code == null ? e.code : 'BGTaskSchedulerErrorDomain:$code', testId);
      rethrow;
    }
  }

  /// Used on app start: a failed schedule must not crash the UI.
  static Future<void> scheduleQuietly({String? testId}) async {
    try {
      await schedule(testId: testId);
    } catch (e) {
      debugPrint('[TideSync] schedule failed: $e');
    }
  }

  static Future<void> _record(String phase, String outcome, String? error, String? testId) async {
    if (!kDebugMode) return;
    await _diagnostics.invokeMethod('record', {
      'identifier': tideSyncTask,
      'taskKind': 'appRefresh',
      'phase': phase,
      'outcome': outcome,
      'errorType': error,
      if (testId != null) 'test': testId,
    });
  }
}
