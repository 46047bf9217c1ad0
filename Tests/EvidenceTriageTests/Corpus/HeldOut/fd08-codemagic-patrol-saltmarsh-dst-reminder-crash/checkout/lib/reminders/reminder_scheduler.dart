import 'package:flutter/foundation.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:timezone/timezone.dart' as tz;

class ReminderScheduler {
  ReminderScheduler(this._plugin);
  final FlutterLocalNotificationsPlugin _plugin;

  Future<void> init() => _plugin.initialize(
      const InitializationSettings(iOS: DarwinInitializationSettings()));

  Future<void> scheduleDaily({required int hour, required int minute}) {
    final now = tz.TZDateTime.now(tz.local);
    final at = tz.TZDateTime(tz.local, now.year, now.month, now.day, hour, minute);
    debugPrint('[Reminders] scheduling daily reminder $at (${tz.local.name})');
    return _zoned(1, at, DateTimeComponents.time);
  }

  /// Passes the local wall-clock time straight through; no guard for a
  /// time that falls in a daylight-saving gap.
  Future<void> scheduleOnce(tz.TZDateTime at) {
    debugPrint('[Reminders] scheduling one-off reminder ${at.toString().split('+').first} (${tz.local.name})');
    return _zoned(2, at, null);
  }

  Future<int> pendingCount() async =>
      (await _plugin.pendingNotificationRequests()).length;

  Future<void> _zoned(int id, tz.TZDateTime at, DateTimeComponents? match) =>
      _plugin.zonedSchedule(id, 'Saltmarsh', 'Reminder', at,
          const NotificationDetails(iOS: DarwinNotificationDetails()),
          uiLocalNotificationDateInterpretation:
              UILocalNotificationDateInterpretation.wallClockTime,
          matchDateTimeComponents: match);
}
