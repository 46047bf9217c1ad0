import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:timezone/timezone.dart' as tz;

import 'plant.dart';

class ReminderScheduler {
  ReminderScheduler(this._plugin);

  final FlutterLocalNotificationsPlugin _plugin;

  static const _details = NotificationDetails(
    iOS: DarwinNotificationDetails(threadIdentifier: 'watering'),
    android: AndroidNotificationDetails('watering', 'Watering reminders'),
  );

  /// Daily reminder at [hour]:[minute] in the device's zone.
  Future<void> scheduleDaily(Plant plant, int hour, int minute) async {
    final now = tz.TZDateTime.now(tz.local);
    var first = tz.TZDateTime(tz.local, now.year, now.month, now.day, hour, minute);
    if (first.isBefore(now)) first = first.add(const Duration(days: 1));
    await _plugin.zonedSchedule(
      plant.reminderId,
      'Water ${plant.name}',
      'Time to check the soil.',
      first,
      _details,
      androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
      matchDateTimeComponents: DateTimeComponents.time,
    );
  }

  /// Weekly reminder that should begin on [startDate] (e.g. after repotting the
  /// plant must not be watered for two weeks) and repeat on that weekday.
  Future<void> scheduleWeeklyFrom(Plant plant, tz.TZDateTime startDate) async {
    await _plugin.zonedSchedule(
      plant.reminderId,
      'Water ${plant.name}',
      'Weekly watering day.',
      startDate,
      _details,
      androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
      // The start date is passed as the first fire date; the repeat matches weekday + time.
      matchDateTimeComponents: DateTimeComponents.dayOfWeekAndTime,
    );
  }
}
