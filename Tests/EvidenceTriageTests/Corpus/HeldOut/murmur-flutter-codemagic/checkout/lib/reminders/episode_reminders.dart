import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:timezone/timezone.dart' as tz;

/// One local notification per upcoming episode release.
class EpisodeReminders {
  EpisodeReminders(this._plugin);
  final FlutterLocalNotificationsPlugin _plugin;

  Future<void> cancelAll() => _plugin.cancelAll();

  Future<void> scheduleUpcoming({required int count, required DateTime firstAt, required Duration every}) async {
    for (var i = 0; i < count; i++) {
      final when = tz.TZDateTime.from(firstAt.add(every * i), tz.UTC);
      await _plugin.zonedSchedule(
        i + 1,
        'New episode',
        'Episode ${i + 1} is out',
        when,
        const NotificationDetails(iOS: DarwinNotificationDetails()),
        androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
      );
    }
  }

  Future<List<int>> pendingIds() async {
    final pending = await _plugin.pendingNotificationRequests();
    return pending.map((p) => p.id).toList()..sort();
  }
}
