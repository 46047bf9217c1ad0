import 'package:firebase_messaging/firebase_messaging.dart';

class PushRegistration {
  final _messaging = FirebaseMessaging.instance;

  Future<void> requestPermission() async {
    final settings = await _messaging.requestPermission(alert: true, badge: true, sound: true);
    print('[push] requestPermission -> ${settings.authorizationStatus}');
  }

  Future<String?> register() async {
    for (var attempt = 1; attempt <= 3; attempt++) {
      final apns = await _messaging.getAPNSToken();
      print('[push] getAPNSToken() -> $apns (attempt $attempt/3)');
      if (apns != null) break;
      await Future<void>.delayed(const Duration(seconds: 3));
    }
    // getToken() throws apns-token-not-set when no APNs token arrived.
    final token = await _messaging.getToken();
    return token;
  }
}
