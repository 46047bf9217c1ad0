import 'dart:io';

import 'package:firebase_core/firebase_core.dart';
import 'package:firebase_messaging/firebase_messaging.dart';
import 'package:path_provider/path_provider.dart';

Future<String> backgroundMarkerPath() async =>
    '${(await getApplicationSupportDirectory()).path}/last_background_message';

@pragma('vm:entry-point')
Future<void> onBackgroundMessage(RemoteMessage message) async {
  await Firebase.initializeApp();
  await File(await backgroundMarkerPath()).writeAsString(message.data['kind'] ?? 'unknown');
}
