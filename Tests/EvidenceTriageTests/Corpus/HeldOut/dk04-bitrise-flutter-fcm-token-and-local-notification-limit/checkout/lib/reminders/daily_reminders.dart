import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:timezone/timezone.dart' as tz;

class DailyReminders {
  DailyReminders(this._plugin);
  final FlutterLocalNotificationsPlugin _plugin;

  static Future<void> init(FlutterLocalNotificationsPlugin plugin) async {
    await plugin.initialize(const InitializationSettings(iOS: DarwinInitializationSettings()));
  }

  /// Schedules one notification per day for [days] days.
  ///
  /// iOS keeps only the 64 soonest-firing local notification requests per
  /// app; anything beyond that is silently dropped. This loop does not cap
  /// or roll the window forward.
  Future<void> scheduleDaily({required String parcelId, required Duration at, required int days}) async {
    final base = tz.TZDateTime.now(tz.local);
    final first = tz.TZDateTime(tz.local, base.year, base.month, base.day + 1).add(at);
    for (var i = 0; i < days; i++) {
      await _plugin.zonedSchedule(
        _idFor(parcelId, i),
        'Parcel waiting',
        'Your parcel $parcelId is still at the locker',
        first.add(Duration(days: i)),
        const NotificationDetails(iOS: DarwinNotificationDetails()),
        uiLocalNotificationDateInterpretation: UILocalNotificationDateInterpretation.absoluteTime,
        androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
      );
    }
    print('[reminders] zonedSchedule x$days (first $first, last ${first.add(Duration(days: days - 1))})');
  }

  Future<void> cancelForParcel(String parcelId) async {
    final pending = await _plugin.pendingNotificationRequests();
    var n = 0;
    for (final p in pending.where((p) => p.body?.contains(parcelId) ?? false)) {
      await _plugin.cancel(p.id);
      n++;
    }
    print('[reminders] cancel parcel $parcelId -> $n requests removed');
  }

  Future<void> showNow(String body) =>
      _plugin.show(1, 'Parcelpost', body, const NotificationDetails(iOS: DarwinNotificationDetails()));

  int _idFor(String parcelId, int day) => parcelId.hashCode ^ day;
}
