import 'package:firebase_core/firebase_core.dart';
import 'package:firebase_messaging/firebase_messaging.dart';
import 'package:shared_preferences/shared_preferences.dart';

import '../firebase_options.dart';

@pragma('vm:entry-point')
Future<void> firebaseMessagingBackgroundHandler(RemoteMessage message) async {
  await Firebase.initializeApp(options: DefaultFirebaseOptions.currentPlatform);
  final prefs = await SharedPreferences.getInstance();
  final handled = (prefs.getInt('handledPushes') ?? 0) + 1;
  await prefs.setInt('handledPushes', handled);

  final orderId = message.data['orderId'] as String?;
  final status = int.tryParse('${message.data['status']}');
  if (orderId != null && status != null) {
    await prefs.setInt('order.$orderId.status', status);
  }
  // ignore: avoid_print
  print('[push] background message ${message.messageId} handled '
      '(orderId=$orderId, status=$status, handled=$handled)');
}
