import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:timezone/timezone.dart' as tz;

class ReminderScheduler {
  ReminderScheduler(this._plugin);
  final FlutterLocalNotificationsPlugin _plugin;

  Future<void> scheduleDaily({required int plantId, required int hour}) async {
    const details = NotificationDetails(
      android: AndroidNotificationDetails('watering', 'Watering reminders',
          importance: Importance.max, priority: Priority.high),
      // iOS: DarwinNotificationDetails() missing
    );
    final now = tz.TZDateTime.now(tz.local);
    var at = tz.TZDateTime(tz.local, now.year, now.month, now.day, hour);
    if (at.isBefore(now)) at = at.add(const Duration(days: 1));
    await _plugin.zonedSchedule(plantId, 'Time to water', 'Plant #$plantId is thirsty', at, details,
        androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
        matchDateTimeComponents: DateTimeComponents.time);
  }
}
