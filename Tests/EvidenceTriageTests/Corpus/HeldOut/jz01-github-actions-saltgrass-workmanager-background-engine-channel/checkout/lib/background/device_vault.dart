import 'package:flutter/services.dart';

/// Talks to the app-native channel set up in AppDelegate.swift.
class DeviceVault {
  static const _channel = MethodChannel('saltgrass/device_vault');

  static Future<String?> readToken() =>
      _channel.invokeMethod<String>('readToken');
}
