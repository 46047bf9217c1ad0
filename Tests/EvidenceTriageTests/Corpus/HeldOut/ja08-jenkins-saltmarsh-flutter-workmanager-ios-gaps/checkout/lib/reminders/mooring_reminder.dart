import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:timezone/timezone.dart' as tz;

/// "Check your mooring lines" every day at [hour], starting tomorrow.
Future<void> scheduleDailyMooringCheck(FlutterLocalNotificationsPlugin plugin, int hour) async {
  final now = tz.TZDateTime.now(tz.local);
  final firstDay = tz.TZDateTime(tz.local, now.year, now.month, now.day + 1, hour);
  await plugin.zonedSchedule(
    4200,
    'Mooring check',
    'Wind is picking up: check your lines',
    firstDay,
    const NotificationDetails(iOS: DarwinNotificationDetails()),
    androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
    matchDateTimeComponents: DateTimeComponents.time,
  );
}
