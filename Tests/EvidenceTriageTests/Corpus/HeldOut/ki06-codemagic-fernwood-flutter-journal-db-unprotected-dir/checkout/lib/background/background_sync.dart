import 'package:flutter/services.dart';

/// Dart side of the `fernwood/background` channel (ios/Runner/AppDelegate.swift).
class BackgroundSync {
  static const _channel = MethodChannel('fernwood/background');

  /// Submits the BGAppRefreshTaskRequest for `com.fernwood.journal.sync`.
  static Future<void> schedule() async {
    try {
      await _channel.invokeMethod<void>('schedule');
    } on PlatformException catch (e) {
      // Submission failures are logged, not surfaced: the next launch retries.
      print('[fernwood.background] submit failed: ${e.message}');
    }
  }

  static Future<DateTime?> lastSyncAt() async {
    final ms = await _channel.invokeMethod<int>('lastSyncAt');
    return ms == null ? null : DateTime.fromMillisecondsSinceEpoch(ms);
  }
}
