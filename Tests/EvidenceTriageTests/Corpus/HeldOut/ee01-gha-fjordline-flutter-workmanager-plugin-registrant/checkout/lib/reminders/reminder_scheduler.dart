import 'package:timezone/timezone.dart' as tz;

/// Computes when the next departure reminder and weekly digest fire.
/// The notification plugin (flutter_local_notifications.zonedSchedule)
/// receives the TZDateTime returned here.
class ReminderScheduler {
  ReminderScheduler({DateTime Function()? now}) : _now = now ?? DateTime.now;

  final DateTime Function() _now;

  static const reminderHour = 8;

  /// Next 08:00 in the device's local zone.
  tz.TZDateTime nextReminder() {
    final now = tz.TZDateTime.from(_now(), tz.local);
    var next = tz.TZDateTime(tz.local, now.year, now.month, now.day, reminderHour);
    if (!next.isAfter(now)) {
      next = next.add(const Duration(days: 1));
    }
    return next;
  }

  /// Weekly digest: one week after the previous one, same wall-clock time.
  DateTime nextDigest(DateTime previous) {
    return previous.add(const Duration(days: 7));
  }
}
