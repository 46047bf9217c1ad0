import 'package:flutter/services.dart';

/// Thin bridge to the native DiagnosticsRecorder (writes
/// evidence.diagnostic/v1 lines to Library/Caches/evidence/diagnostics.jsonl).
class Diagnostics {
  static const _channel = MethodChannel('tidewater/diagnostics');

  static Future<void> record(String identifier, String taskKind, String phase,
      String outcome, String? errorType) {
    return _channel.invokeMethod('record', {
      'identifier': identifier,
      'taskKind': taskKind,
      'phase': phase,
      'outcome': outcome,
      'errorType': errorType,
    });
  }

  /// Maps a workmanager PlatformException to "BGTaskSchedulerErrorDomain:<code>".
  static String? errorTypeOf(PlatformException e) {
    final match = RegExp(r'BGTaskSchedulerErrorDomain Code=(\d+)')
        .firstMatch(e.code);
    return match == null ? e.code : 'BGTaskSchedulerErrorDomain:${match[1]}';
  }
}
