import 'package:firebase_core/firebase_core.dart';
import 'package:firebase_messaging/firebase_messaging.dart';
import 'package:flutter/foundation.dart';

import '../inbox/inbox_store.dart';

@pragma('vm:entry-point')
Future<void> lanternBackgroundMessageHandler(RemoteMessage message) async {
  await Firebase.initializeApp();
  debugPrint('[push] background message ${message.messageId} data=${message.data}');
  if (message.data['type'] == 'inbox') {
    await InboxStore.open().then((s) => s.addFromPush(message.data));
  }
}

void registerBackgroundHandlers() {
  FirebaseMessaging.onBackgroundMessage(lanternBackgroundMessageHandler);
}
