class StreakCalculator {
  const StreakCalculator();

  /// Number of consecutive days, ending today or yesterday, with a check-in.
  int currentStreak(List<DateTime> checkIns, DateTime now) {
    final days = checkIns.map(_day).toSet();
    var cursor = _day(now);
    if (!days.contains(cursor)) {
      // a streak is still alive until the end of the day after the last check-in
      cursor = cursor.subtract(const Duration(days: 1));
    }
    var streak = 0;
    while (days.contains(cursor)) {
      streak++;
      cursor = cursor.subtract(const Duration(hours: 24));
    }
    return streak;
  }

  DateTime _day(DateTime t) => DateTime(t.year, t.month, t.day);
}
