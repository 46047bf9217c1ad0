import 'package:flutter/material.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:workmanager/workmanager.dart';

import 'background/callback_dispatcher.dart';
import 'app.dart';

final notifications = FlutterLocalNotificationsPlugin();

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  await notifications.initialize(const InitializationSettings(
    iOS: DarwinInitializationSettings(requestAlertPermission: false),
  ));
  await Workmanager().initialize(callbackDispatcher);
  runApp(const SlipwayApp());
}
