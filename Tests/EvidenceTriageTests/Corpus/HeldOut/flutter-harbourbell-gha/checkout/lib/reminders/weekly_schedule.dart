import 'package:timezone/timezone.dart' as tz;

/// Next occurrence of [weekday] at [hour]:[minute] in [location], strictly after [now].
///
/// Used for the weekly "check the mooring lines" reminder that is scheduled
/// with FlutterLocalNotificationsPlugin.zonedSchedule(...,
///   matchDateTimeComponents: DateTimeComponents.dayOfWeekAndTime).
tz.TZDateTime nextWeekly({
  required tz.Location location,
  required int weekday,
  required int hour,
  required int minute,
  required tz.TZDateTime now,
}) {
  var scheduled =
      tz.TZDateTime(location, now.year, now.month, now.day, hour, minute);
  if (!scheduled.isAfter(now)) {
    scheduled = scheduled.add(const Duration(days: 1));
  }
  while (scheduled.weekday != weekday) {
    scheduled = scheduled.add(const Duration(days: 1));
  }
  return scheduled;
}
