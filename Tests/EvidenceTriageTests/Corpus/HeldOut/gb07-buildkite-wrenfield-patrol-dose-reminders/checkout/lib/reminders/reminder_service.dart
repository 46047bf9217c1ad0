import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:timezone/timezone.dart' as tz;

import 'dose_schedule.dart';

class ReminderService {
  ReminderService._();
  static final instance = ReminderService._();

  final _plugin = FlutterLocalNotificationsPlugin();

  /// Schedules every dose in [plan] up front so reminders keep coming even if
  /// the app is not opened for weeks.
  Future<void> scheduleAll(DosePlan plan) async {
    await _plugin.cancelAll();
    for (final dose in plan.doses) {
      await _plugin.zonedSchedule(
        dose.notificationId,
        'Time for ${dose.medication}',
        dose.instructions,
        tz.TZDateTime.from(dose.at, tz.local),
        const NotificationDetails(iOS: DarwinNotificationDetails(threadIdentifier: 'doses')),
        androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
        uiLocalNotificationDateInterpretation: UILocalNotificationDateInterpretation.absoluteTime,
      );
    }
  }

  Future<void> scheduleIn(Duration delay, DosePlan plan) async {
    final dose = plan.first;
    await _plugin.zonedSchedule(
      dose.notificationId,
      'Time for ${dose.medication}',
      dose.instructions,
      tz.TZDateTime.now(tz.local).add(delay),
      const NotificationDetails(iOS: DarwinNotificationDetails(threadIdentifier: 'doses')),
      androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
      uiLocalNotificationDateInterpretation: UILocalNotificationDateInterpretation.absoluteTime,
    );
  }
}
