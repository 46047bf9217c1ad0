import 'package:flutter/services.dart';

/// Dart side of ios/Runner/HarvestBackground.swift.
class BackgroundRefresh {
  static const _channel = MethodChannel('harvestlog/background');

  /// Asks iOS for a BGAppRefreshTask no earlier than [minutes] from now.
  /// Returns false when the system refuses the request.
  static Future<bool> schedule({int minutes = 15}) async {
    try {
      return await _channel.invokeMethod<bool>('schedule', minutes) ?? false;
    } on PlatformException catch (e) {
      print('[bg] schedule failed: $e');
      return false;
    }
  }
}
