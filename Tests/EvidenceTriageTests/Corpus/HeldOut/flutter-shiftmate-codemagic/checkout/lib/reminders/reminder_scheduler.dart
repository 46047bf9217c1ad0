import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:timezone/timezone.dart' as tz;

import '../shifts/shift.dart';
import 'pending_reminder.dart';

/// Schedules the "your shift starts tomorrow" reminder the evening before.
///
/// The local location is configured by [configureLocalTimeZone] in
/// lib/bootstrap/time_zone.dart, which since 4.2 runs from the onboarding
/// flow instead of main().
class ReminderScheduler {
  ReminderScheduler({required FlutterLocalNotificationsPlugin plugin})
      : _plugin = plugin;

  final FlutterLocalNotificationsPlugin _plugin;

  static const _details = NotificationDetails(
    iOS: DarwinNotificationDetails(
      presentAlert: true,
      presentSound: true,
      threadIdentifier: 'shift-reminders',
    ),
  );

  Future<PendingReminder> scheduleEvening(Shift shift) async {
    final dayBefore = shift.startsAt.subtract(const Duration(days: 1));
    final id = shift.id.hashCode & 0x7fffffff;

    // 20:00 local time on the day before the shift.
    final when = tz.TZDateTime(
      tz.local,
      dayBefore.year,
      dayBefore.month,
      dayBefore.day,
      20,
    );
    final now = tz.TZDateTime.now(tz.local);
    if (when.isBefore(now)) {
      return PendingReminder.skipped(shift.id);
    }

    await _plugin.zonedSchedule(
      id,
      'Shift tomorrow',
      '${shift.location} at ${shift.startLabel}',
      when,
      _details,
      androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
      uiLocalNotificationDateInterpretation:
          UILocalNotificationDateInterpretation.absoluteTime,
    );
    return PendingReminder(id: id, shiftId: shift.id, scheduledFor: when);
  }
}
