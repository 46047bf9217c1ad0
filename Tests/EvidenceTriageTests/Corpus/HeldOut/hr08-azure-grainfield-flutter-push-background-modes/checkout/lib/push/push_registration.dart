import 'package:firebase_messaging/firebase_messaging.dart';
import 'package:flutter/foundation.dart';
import 'package:flutter/services.dart';

import '../api/payout_backend.dart';

/// Registers this install for payout alerts (FCM over APNs on iOS).
class PushRegistration {
  PushRegistration({required this.backend, FirebaseMessaging? messaging})
      : _messaging = messaging ?? FirebaseMessaging.instance {
    _native.setMethodCallHandler((call) async {
      if (call.method == 'registrationFailed') {
        debugPrint('[push] didFailToRegisterForRemoteNotificationsWithError: ${call.arguments}');
      }
    });
  }

  final PayoutBackend backend;
  final FirebaseMessaging _messaging;
  static const _native = MethodChannel('grainfield/push');

  Future<void> register() async {
    final settings = await _messaging.requestPermission(alert: true, badge: true, sound: true);
    if (settings.authorizationStatus == AuthorizationStatus.denied) {
      return;
    }
    // On iOS the FCM token needs the APNs token first.
    final apns = await _messaging.getAPNSToken();
    debugPrint('[push] APNs token: ${apns == null ? 'none' : 'received'}');
    final token = await _messaging.getToken();
    if (token != null) {
      await backend.registerPushToken(token);
    }
  }
}
