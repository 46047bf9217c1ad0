import 'package:flutter/material.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:timezone/data/latest_all.dart' as tz_data;

import 'app.dart';
import 'reminders/habit_reminders.dart';

final navigatorKey = GlobalKey<NavigatorState>();
final notifications = FlutterLocalNotificationsPlugin();

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  tz_data.initializeTimeZones();

  final reminders = HabitReminders(
    notifications,
    onOpenHabit: (habitId) => navigatorKey.currentState?.pushNamed('/habit', arguments: habitId),
  );
  await reminders.init();

  runApp(CadenceApp(navigatorKey: navigatorKey));
}
