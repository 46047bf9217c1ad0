import 'package:flutter/services.dart';

/// Debug-only hooks into the Runner (see DebugHooks.swift). Not compiled into
/// release builds.
abstract final class DebugChannel {
  static const _channel = MethodChannel('brackwater/debug');

  /// Asks BGTaskScheduler to simulate a launch of an already submitted task.
  static Future<void> simulateLaunch(String identifier) =>
      _channel.invokeMethod('simulateLaunch', identifier);

  static Future<int> pendingTaskRequestCount() async =>
      (await _channel.invokeMethod<int>('pendingTaskRequestCount')) ?? -1;
}
