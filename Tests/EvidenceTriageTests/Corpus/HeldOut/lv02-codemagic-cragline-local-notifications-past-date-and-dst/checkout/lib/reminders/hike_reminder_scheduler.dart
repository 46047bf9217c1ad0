import 'package:flutter_local_notifications/flutter_local_notifications.dart';

import '../notifications/notifications.dart';
import 'hike.dart';

/// Reminds the group one hour before a hike starts. If the hike starts in
/// less than an hour the reminder should go out five minutes from now.
class HikeReminderScheduler {
  HikeReminderScheduler(this._plugin);
  final FlutterLocalNotificationsPlugin _plugin;

  static const lead = Duration(hours: 1);

  Future<void> scheduleFor(Hike hike) async {
    final remindAt = hike.startsAt.subtract(lead);
    await _plugin.zonedSchedule(
      hike.notificationId,
      '${hike.title} starts in an hour',
      'Meet at the trailhead. Tap for the route.',
      remindAt,
      hikeDetails,
      androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
      payload: 'hike:${hike.id}',
    );
  }

  Future<void> cancelFor(Hike hike) => _plugin.cancel(hike.notificationId);
}
