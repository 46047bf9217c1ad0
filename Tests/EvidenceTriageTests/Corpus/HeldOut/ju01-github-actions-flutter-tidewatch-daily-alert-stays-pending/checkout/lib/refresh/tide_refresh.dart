import 'package:flutter/services.dart';
import 'package:workmanager/workmanager.dart';

const tideRefreshTaskId = 'com.saltmarsh.tidewatch.tide-refresh';
const tidePeriodicTaskId = 'com.saltmarsh.tidewatch.tide-periodic';

const _evidence = MethodChannel('tidewatch/evidence');

/// Background refresh of the tide tables (BGProcessingTask / BGAppRefreshTask
/// on iOS via the workmanager plugin).
class TideRefresh {
  TideRefresh(this._wm);

  final Workmanager _wm;

  Future<void> scheduleProcessingRefresh({String? test}) async {
    try {
      await _wm.registerProcessingTask(
        tideRefreshTaskId,
        'refreshTides',
        initialDelay: const Duration(seconds: 5),
        constraints: Constraints(networkType: NetworkType.connected),
      );
      await _note(tideRefreshTaskId, 'processing', 'succeeded', null, test);
    } on PlatformException catch (e) {
      await _note(tideRefreshTaskId, 'processing', 'failed', _code(e), test);
      rethrow;
    }
  }

  Future<void> scheduleHourlyRefresh({String? test}) async {
    try {
      await _wm.registerPeriodicTask(
        tidePeriodicTaskId,
        'refreshTidesHourly',
        frequency: const Duration(hours: 1),
      );
      await _note(tidePeriodicTaskId, 'appRefresh', 'succeeded', null, test);
    } on PlatformException catch (e) {
      await _note(tidePeriodicTaskId, 'appRefresh', 'failed', _code(e), test);
      rethrow;
    }
  }

  static String? _code(PlatformException e) {
    final m = RegExp(r'BGTaskSchedulerErrorDomain Code=(\d+)').firstMatch(e.code);
    return m == null ? e.code : 'BGTaskSchedulerErrorDomain:${m.group(1)}';
  }

  static Future<void> _note(String id, String kind, String outcome, String? error, String? test) {
    return _evidence.invokeMethod('submission', {
      'identifier': id,
      'taskKind': kind,
      'outcome': outcome,
      'errorType': error,
      'test': test,
    });
  }
}
