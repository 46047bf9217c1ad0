import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:timezone/timezone.dart' as tz;

import '../tides/tide_table.dart';

/// Schedules a local notification for every tide turn in the next [days] days.
class ReminderPlanner {
  ReminderPlanner(this._plugin, this._tides);

  factory ReminderPlanner.live() =>
      ReminderPlanner(FlutterLocalNotificationsPlugin(), TideTable.bundled());

  final FlutterLocalNotificationsPlugin _plugin;
  final TideTable _tides;

  Future<void> cancelAll() => _plugin.cancelAll();

  Future<List<PendingNotificationRequest>> pendingRequests() =>
      _plugin.pendingNotificationRequests();

  Future<void> planAhead({required int days, required String station}) async {
    final turns = _tides.turnsFor(station, days: days); // ~4 per day
    var id = 0;
    for (final turn in turns) {
      // Every turn becomes its own one-shot request; nothing caps the count,
      // and nothing tops the queue up later from the background refresh.
      await _plugin.zonedSchedule(
        id++,
        turn.isHigh ? 'High tide at $station' : 'Low tide at $station',
        '${turn.heightLabel} at ${turn.timeLabel}',
        tz.TZDateTime.from(turn.at, tz.local),
        const NotificationDetails(iOS: DarwinNotificationDetails()),
        androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
      );
    }
  }
}
