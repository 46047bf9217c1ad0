import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:timezone/timezone.dart' as tz;

class ReminderScheduler {
  ReminderScheduler(this._plugin, this._location);
  final FlutterLocalNotificationsPlugin _plugin;
  final tz.Location _location;

  /// Next occurrence of the weekly tide-check reminder at [hour]:00 local time.
  tz.TZDateTime nextWeekly(tz.TZDateTime from, int weekday, int hour) {
    var candidate = tz.TZDateTime(_location, from.year, from.month, from.day, hour);
    while (candidate.weekday != weekday || !candidate.isAfter(from)) {
      // Adds 24 h of absolute time; across a DST change the wall clock moves by an hour.
      candidate = candidate.add(const Duration(days: 1));
    }
    return candidate;
  }

  Future<void> scheduleWeekly(int id, tz.TZDateTime from, int weekday, int hour) {
    return _plugin.zonedSchedule(
      id, 'Tide check', 'Plan this week\'s swims', nextWeekly(from, weekday, hour),
      const NotificationDetails(iOS: DarwinNotificationDetails()),
      androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
      uiLocalNotificationDateInterpretation: UILocalNotificationDateInterpretation.absoluteTime,
      matchDateTimeComponents: DateTimeComponents.dayOfWeekAndTime,
    );
  }
}
