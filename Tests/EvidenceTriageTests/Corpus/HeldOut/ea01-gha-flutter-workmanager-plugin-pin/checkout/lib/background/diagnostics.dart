import 'package:flutter/services.dart';

/// Bridge to DiagnosticsRecorder.swift (evidence.diagnostic/v1 records).
class Diagnostics {
  static const _channel = MethodChannel('io.larkspur/diagnostics');

  static Future<void> submissionFailed(String identifier, String errorCode) =>
      _channel.invokeMethod('submissionFailed', {'identifier': identifier, 'error': errorCode});
}
