import 'package:flutter/foundation.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:timezone/data/latest_all.dart' as tz_data;
import 'package:timezone/timezone.dart' as tz;

/// Schedules the "morning digest" local notification for 07:00 on the
/// listener's own clock.
class DigestScheduler {
  DigestScheduler(this._plugin);

  static const int digestNotificationId = 7000;
  final FlutterLocalNotificationsPlugin _plugin;

  static void initTimeZones() {
    tz_data.initializeTimeZones();
  }

  Future<tz.TZDateTime> scheduleNextDigest() async {
    final now = tz.TZDateTime.now(tz.local);
    var at = tz.TZDateTime(tz.local, now.year, now.month, now.day, 7);
    if (!at.isAfter(now)) {
      at = at.add(const Duration(days: 1));
    }
    await _plugin.zonedSchedule(
      digestNotificationId,
      'Your morning digest',
      'Six new episodes and two long reads are ready.',
      at,
      const NotificationDetails(iOS: DarwinNotificationDetails()),
      androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
      matchDateTimeComponents: DateTimeComponents.time,
    );
    debugPrint('[digest] tz.local=${tz.local.name} scheduled=$at');
    return at;
  }
}
