import 'dart:ui';

import 'package:flutter/services.dart';

import 'message_crypto.dart';

const _channel = MethodChannel('com.tidewire/push');

/// Runs inside the notification service extension's headless engine.
@pragma('vm:entry-point')
Future<void> decryptInBackground() async {
  const ext = MethodChannel('com.tidewire/nse');
  ext.setMethodCallHandler((call) async {
    final envelope = call.arguments as Map;
    return MessageCrypto.decryptPreview(envelope['ciphertext'] as String, envelope['keyId'] as String);
  });
  await ext.invokeMethod('ready');
}

/// Called once at startup from main(): hands the callback handle to native code,
/// which stores it in the App Group so the extension can find it.
Future<void> registerBackgroundDecryptor() async {
  final handle = PluginUtilities.getCallbackHandle(decryptInBackground)!.toRawHandle();
  await _channel.invokeMethod('setBackgroundHandle', handle);
}
