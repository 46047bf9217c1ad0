import 'package:firebase_core/firebase_core.dart';
import 'package:firebase_messaging/firebase_messaging.dart';
import '../orders/order_store.dart';

@pragma('vm:entry-point')
Future<void> onBackgroundMessage(RemoteMessage message) async {
  await Firebase.initializeApp();
  await OrderStore.open().applyUpdate(message.data);
}

void installPushHandlers() {
  FirebaseMessaging.onBackgroundMessage(onBackgroundMessage);
}
