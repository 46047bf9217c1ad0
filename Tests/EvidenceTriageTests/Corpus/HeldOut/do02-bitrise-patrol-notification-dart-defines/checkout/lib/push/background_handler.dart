import 'package:firebase_core/firebase_core.dart';
import 'package:firebase_messaging/firebase_messaging.dart';
import 'package:shared_preferences/shared_preferences.dart';

@pragma('vm:entry-point')
Future<void> onBackgroundMessage(RemoteMessage message) async {
  await Firebase.initializeApp();
  final prefs = await SharedPreferences.getInstance();
  await prefs.setString('last_background_message_kind', message.data['kind'] ?? '');
}

void installBackgroundHandler() {
  FirebaseMessaging.onBackgroundMessage(onBackgroundMessage);
}
