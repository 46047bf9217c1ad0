import 'package:firebase_messaging/firebase_messaging.dart';

class PushService {
  PushService._();
  static final instance = PushService._();

  String? registeredToken;

  /// Called from the login flow once the session is established.
  Future<void> registerDevice() async {
    final messaging = FirebaseMessaging.instance;
    await messaging.requestPermission();
    final token = await messaging.getToken();
    registeredToken = token;
    await _api.putDeviceToken(token!);
  }

  final _api = _DeviceApi();
}

class _DeviceApi {
  Future<void> putDeviceToken(String token) async {}
}
