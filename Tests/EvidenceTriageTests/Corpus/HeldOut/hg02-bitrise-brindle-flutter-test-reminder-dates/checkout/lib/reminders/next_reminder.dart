/// Computes when the next daily habit reminder should fire. The result is
/// handed to flutter_local_notifications' zonedSchedule by ReminderScheduler.
DateTime nextReminderDate(DateTime now, {required int hour, required int minute}) {
  final todayAt = DateTime(now.year, now.month, now.day, hour, minute);
  if (todayAt.isAfter(now)) {
    return todayAt;
  }
  // Already past today's slot: same wall-clock time tomorrow.
  return todayAt.add(const Duration(days: 1));
}
