import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:timezone/data/latest_all.dart' as tzdata;
import 'package:timezone/timezone.dart' as tz;

class WateringReminders {
  WateringReminders(this._plugin);
  final FlutterLocalNotificationsPlugin _plugin;
  tz.TZDateTime? lastScheduledAt;

  /// Next 08:00 in the user's time zone.
  Future<void> scheduleNextMorning({required DateTime now}) async {
    tzdata.initializeTimeZones();
    final local = tz.local; // defaults to UTC unless tz.setLocalLocation() was called
    var at = tz.TZDateTime(local, now.year, now.month, now.day, 8);
    if (!at.isAfter(tz.TZDateTime.from(now, local))) {
      at = at.add(const Duration(days: 1));
    }
    lastScheduledAt = at;
    await _plugin.zonedSchedule(
      2001,
      'Time to water',
      'Your monstera is thirsty',
      at,
      const NotificationDetails(iOS: DarwinNotificationDetails()),
      androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
    );
  }
}
