import 'package:clock/clock.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:timezone/timezone.dart' as tz;

import '../habits/habit.dart';

/// Schedules the one daily reminder of a habit.
///
/// Callers pass the calendar day the reminder is for: completing today's
/// habit asks for tomorrow, saving settings asks for the next occurrence.
class HabitReminderScheduler {
  HabitReminderScheduler(this._plugin, {tz.Location? location})
      : _location = location;

  final FlutterLocalNotificationsPlugin _plugin;
  final tz.Location? _location;

  tz.Location get _tzLocation => _location ?? tz.local;

  static int notificationIdFor(Habit habit) => habit.id.hashCode & 0x7fffffff;

  /// Reminder for the day after [completedOn].
  Future<void> onHabitCompleted(Habit habit, DateTime completedOn) {
    final tomorrow = DateTime(completedOn.year, completedOn.month, completedOn.day + 1);
    return scheduleFor(habit, day: tomorrow);
  }

  /// Reminder for the next occurrence after the settings were saved.
  Future<void> onSettingsSaved(Habit habit) {
    final now = clock.now();
    return scheduleFor(habit, day: DateTime(now.year, now.month, now.day));
  }

  Future<void> scheduleFor(Habit habit, {required DateTime day}) async {
    final alertAt = habit.alertAtTime;
    if (alertAt == null) return;

    final id = notificationIdFor(habit);
    await _plugin.cancel(id);

    final now = tz.TZDateTime.from(clock.now(), _tzLocation);
    // Wall-clock reminder time in the device's zone.
    final scheduled = tz.TZDateTime(
      _tzLocation,
      now.year,
      now.month,
      now.day,
      alertAt.hour,
      alertAt.minute,
    );

    await _plugin.zonedSchedule(
      id,
      habit.name,
      'Time for ${habit.name}',
      scheduled,
      const NotificationDetails(iOS: DarwinNotificationDetails(threadIdentifier: 'habits')),
      androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
      uiLocalNotificationDateInterpretation:
          UILocalNotificationDateInterpretation.wallClockTime,
      payload: 'habit:${habit.id}',
    );
  }
}
