import 'package:flutter/material.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:timezone/timezone.dart' as tz;

const maskReminderId = 41;

class MaskReminderScheduler {
  MaskReminderScheduler(this._plugin);

  final FlutterLocalNotificationsPlugin _plugin;

  static const _details = NotificationDetails(
    iOS: DarwinNotificationDetails(threadIdentifier: 'mask-reminder'),
  );

  /// Schedules the daily mask reminder at [time] in the device's zone.
  Future<tz.TZDateTime> schedule(TimeOfDay time) async {
    final now = tz.TZDateTime.now(tz.local);
    final at = tz.TZDateTime(
        tz.local, now.year, now.month, now.day, time.hour, time.minute);
    await _plugin.zonedSchedule(
      maskReminderId,
      'Mask reminder',
      'Check today\'s air before you head out',
      at,
      _details,
      uiLocalNotificationDateInterpretation:
          UILocalNotificationDateInterpretation.absoluteTime,
      androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
    );
    return at;
  }
}
