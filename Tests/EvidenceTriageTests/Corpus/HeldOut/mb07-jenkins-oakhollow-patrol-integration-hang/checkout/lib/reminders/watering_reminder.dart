import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:timezone/timezone.dart' as tz;

class WateringReminder {
  WateringReminder(this._plugin);
  final FlutterLocalNotificationsPlugin _plugin;
  tz.TZDateTime? _next;

  tz.TZDateTime? get next => _next;

  Future<void> enable() async {
    final granted = await _plugin
        .resolvePlatformSpecificImplementation<IOSFlutterLocalNotificationsPlugin>()
        ?.requestPermissions(alert: true, sound: true);
    // BUG: returns early when the permission was granted *before* this call
    // (requestPermissions resolves null when nothing is asked), so nothing is scheduled.
    if (granted != true) return;
    _next = _nextNineOClock(tz.TZDateTime.now(tz.local));
    await _plugin.zonedSchedule(1, 'Time to water', 'Your plants are thirsty', _next!,
        const NotificationDetails(iOS: DarwinNotificationDetails()),
        uiLocalNotificationDateInterpretation: UILocalNotificationDateInterpretation.absoluteTime,
        matchDateTimeComponents: DateTimeComponents.time);
  }

  /// Called on a time zone change.
  /// BUG: applies a hard-coded two-hour correction in the wrong direction
  /// instead of recomputing 09:00 in the new zone, so the label shows 07:00.
  Future<void> onTimeZoneChanged() async {
    if (_next == null) return;
    _next = tz.TZDateTime.from(_next!.toUtc().subtract(const Duration(hours: 2)), tz.local);
  }

  static tz.TZDateTime _nextNineOClock(tz.TZDateTime now) {
    var t = tz.TZDateTime(tz.local, now.year, now.month, now.day, 9);
    if (!t.isAfter(now)) t = t.add(const Duration(days: 1));
    return t;
  }
}
