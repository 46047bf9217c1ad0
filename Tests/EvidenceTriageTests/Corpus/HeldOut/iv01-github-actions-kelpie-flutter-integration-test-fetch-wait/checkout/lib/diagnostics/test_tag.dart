import 'package:flutter/services.dart';

/// Lets an integration test tag the native diagnostics recorder with its id.
class TestTag {
  static const _channel = MethodChannel('app.kelpie/diagnostics');
  static Future<void> set(String id) => _channel.invokeMethod('setTest', id);
}
