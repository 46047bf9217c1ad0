import 'package:firebase_messaging/firebase_messaging.dart';
import 'package:shared_preferences/shared_preferences.dart';

/// Registers the device for journal reminders pushed from the Larkspur backend.
class PushRegistration {
  PushRegistration._();
  static final PushRegistration instance = PushRegistration._();

  static const _tokenKey = 'push.fcmToken';
  final FirebaseMessaging _messaging = FirebaseMessaging.instance;

  Future<void> requestPermission() async {
    await _messaging.requestPermission(alert: true, badge: true, sound: true);
  }

  Future<String?> refreshToken() async {
    // On iOS the FCM token is derived from the APNs device token.
    final token = await _messaging.getToken();
    if (token != null) {
      final prefs = await SharedPreferences.getInstance();
      await prefs.setString(_tokenKey, token);
    }
    return token;
  }

  Future<String?> storedToken() async {
    final prefs = await SharedPreferences.getInstance();
    return prefs.getString(_tokenKey);
  }
}
