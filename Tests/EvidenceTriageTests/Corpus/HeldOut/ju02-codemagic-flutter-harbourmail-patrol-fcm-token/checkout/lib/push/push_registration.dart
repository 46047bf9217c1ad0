import 'package:firebase_messaging/firebase_messaging.dart';
import 'package:flutter/foundation.dart';

/// Registers this device with FCM and hands the token to the Harbourmail API.
class PushRegistration {
  PushRegistration(this._messaging, this._upload);

  final FirebaseMessaging _messaging;
  final Future<void> Function(String token) _upload;

  Future<String> register() async {
    final settings = await _messaging.requestPermission(alert: true, badge: true, sound: true);
    debugPrint('[push] permission: ${settings.authorizationStatus}');

    final apns = await _messaging.getAPNSToken();
    debugPrint('[push] APNS token ${apns == null ? 'missing' : 'set (${apns.substring(0, 8)}…)'}');

    final token = await _messaging.getToken();
    if (token == null) {
      throw StateError('FCM returned no token');
    }
    await _upload(token);
    return token;
  }
}
