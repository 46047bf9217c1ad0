import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:timezone/timezone.dart' as tz;

/// Schedules tide alerts through flutter_local_notifications.
class ReminderScheduler {
  ReminderScheduler(this._plugin);

  final FlutterLocalNotificationsPlugin _plugin;

  static const _details = NotificationDetails(
    iOS: DarwinNotificationDetails(
      presentAlert: true,
      presentSound: true,
      threadIdentifier: 'tide-alerts',
    ),
  );

  /// Daily reminder at a fixed wall-clock time (e.g. "every day at 06:30").
  Future<void> scheduleDailyLowTideReminder(int id, tz.TZDateTime firstAt) {
    return _plugin.zonedSchedule(
      id,
      'Low tide soon',
      'Check the tide table before you launch.',
      firstAt,
      _details,
      androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
      matchDateTimeComponents: DateTimeComponents.time,
    );
  }

  /// One-off alert for a single predicted high/low water.
  ///
  /// Refactored in #388 to share the daily reminder's call shape.
  Future<void> scheduleTideAlert(int id, String title, tz.TZDateTime at) {
    return _plugin.zonedSchedule(
      id,
      title,
      'Predicted at ${at.hour.toString().padLeft(2, '0')}:${at.minute.toString().padLeft(2, '0')}',
      at,
      _details,
      androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
      matchDateTimeComponents: DateTimeComponents.time,
      payload: 'tide-alert:$id',
    );
  }

  Future<void> cancel(int id) => _plugin.cancel(id);
}
