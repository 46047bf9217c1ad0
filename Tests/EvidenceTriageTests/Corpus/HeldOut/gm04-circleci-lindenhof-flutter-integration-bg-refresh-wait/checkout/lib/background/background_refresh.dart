import 'package:flutter/foundation.dart';
import 'package:flutter/services.dart';

/// Dart side of the native iOS BGAppRefreshTask (see ios/Runner/AppDelegate.swift).
/// On Android the same job runs through WorkManager.
class BackgroundRefresh {
  static const _channel = MethodChannel('app.lindenhof/background');
  static const taskId = 'app.lindenhof.substitution-refresh';

  static Future<bool> isRegistered() async =>
      await _channel.invokeMethod<bool>('isRegistered') ?? false;

  /// Submits a BGAppRefreshTaskRequest. iOS decides when (and whether) to run it.
  static Future<void> schedule({required Duration earliest}) async {
    final result = await _channel.invokeMapMethod<String, Object?>(
      'schedule',
      {'earliestSeconds': earliest.inSeconds},
    );
    if (result?['ok'] != true) {
      debugPrint('[bg] submit $taskId earliestBegin=+${earliest.inSeconds}s '
          'failed: ${result?['error']}');
    } else {
      debugPrint('[bg] submit $taskId earliestBegin=+${earliest.inSeconds}s ok');
    }
  }

  static Future<DateTime?> lastCheck() async {
    final ms = await _channel.invokeMethod<int>('lastCheckMillis');
    return ms == null ? null : DateTime.fromMillisecondsSinceEpoch(ms);
  }
}
