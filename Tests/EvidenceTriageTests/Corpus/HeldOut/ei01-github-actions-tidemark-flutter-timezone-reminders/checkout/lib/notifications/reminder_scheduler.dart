import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:timezone/timezone.dart' as tz;
import 'package:workmanager/workmanager.dart';

const String kDigestRefreshTask = 'com.tidemark.app.digestRefresh';

class ReminderScheduler {
  ReminderScheduler(this._plugin);
  final FlutterLocalNotificationsPlugin _plugin;

  tz.TZDateTime nextMorningDigest({int hour = 8}) {
    final now = tz.TZDateTime.now(tz.local);
    var at = tz.TZDateTime(tz.local, now.year, now.month, now.day, hour);
    if (!at.isAfter(now)) at = at.add(const Duration(days: 1));
    return at;
  }

  Future<void> scheduleMorningDigest() async {
    await _plugin.zonedSchedule(
      1001,
      'Morning digest',
      'Your tide tables for today are ready',
      nextMorningDigest(),
      const NotificationDetails(iOS: DarwinNotificationDetails()),
      androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
      matchDateTimeComponents: DateTimeComponents.time,
    );
  }

  Future<void> registerDigestRefresh() async {
    await Workmanager().registerPeriodicTask(
      kDigestRefreshTask,
      kDigestRefreshTask,
      frequency: const Duration(hours: 6),
    );
  }
}
