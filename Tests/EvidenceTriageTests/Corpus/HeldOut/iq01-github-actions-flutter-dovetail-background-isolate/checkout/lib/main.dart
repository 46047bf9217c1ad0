import 'package:firebase_core/firebase_core.dart';
import 'package:firebase_messaging/firebase_messaging.dart';
import 'package:flutter/material.dart';

import 'compose/draft_queue.dart';
import 'notifications/notification_setup.dart';
import 'sync/inbox_background_sync.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  await Firebase.initializeApp();
  FirebaseMessaging.onBackgroundMessage(inboxBackgroundHandler);
  await NotificationSetup(DraftQueue.inMemory()).init();
  runApp(const MaterialApp(home: Scaffold(body: Center(child: Text('Dovetail')))));
}
