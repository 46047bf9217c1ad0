import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:timezone/timezone.dart' as tz;

import 'course.dart';

/// Schedules one local notification per dose for the whole course up front.
class ReminderPlanner {
  ReminderPlanner(this._plugin);

  final FlutterLocalNotificationsPlugin _plugin;

  Future<int> scheduleCourse(Course course) async {
    var id = course.notificationIdBase;
    for (final dose in course.doses()) {
      await _plugin.zonedSchedule(
        id++,
        'Time for ${course.medicine}',
        '${dose.amount} ${course.unit}',
        tz.TZDateTime.from(dose.at, tz.local),
        const NotificationDetails(iOS: DarwinNotificationDetails()),
        androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
      );
    }
    return id - course.notificationIdBase;
  }
}
