import 'package:firebase_core/firebase_core.dart';
import 'package:firebase_messaging/firebase_messaging.dart';
import 'package:shared_preferences/shared_preferences.dart';

const kLastBackgroundMessageKey = 'push.last_background_message';

@pragma('vm:entry-point')
Future<void> quarryBackgroundHandler(RemoteMessage message) async {
  await Firebase.initializeApp();
  final prefs = await SharedPreferences.getInstance();
  await prefs.setString(kLastBackgroundMessageKey, message.messageId ?? 'unknown');
  print('[bg] handled message ${message.messageId}');
}
