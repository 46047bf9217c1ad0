import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:timezone/data/latest.dart' as tzdata;
import 'package:timezone/timezone.dart' as tz;

class ReminderScheduler {
  ReminderScheduler(this._plugin) {
    tzdata.initializeTimeZones();
  }

  final FlutterLocalNotificationsPlugin _plugin;

  /// Next local 07:00 in the marina's zone (the zone id comes from the device).
  tz.TZDateTime nextCheckIn(String zoneId, DateTime now) {
    final location = tz.getLocation(zoneId);
    final local = tz.TZDateTime.from(now, location);
    var at = tz.TZDateTime(location, local.year, local.month, local.day, 7);
    if (!at.isAfter(local)) at = at.add(const Duration(days: 1));
    return at;
  }

  Future<void> scheduleCheckIn(String zoneId, DateTime now) async {
    await _plugin.zonedSchedule(
      7001,
      'Berth check-in',
      'Your berth check-in opens now.',
      nextCheckIn(zoneId, now),
      const NotificationDetails(iOS: DarwinNotificationDetails()),
      androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
      uiLocalNotificationDateInterpretation: UILocalNotificationDateInterpretation.absoluteTime,
    );
  }
}
