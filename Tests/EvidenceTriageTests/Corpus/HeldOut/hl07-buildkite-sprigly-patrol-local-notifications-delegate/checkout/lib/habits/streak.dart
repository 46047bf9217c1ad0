/// Counts consecutive completed days ending today. A configured weekly rest day
/// does not break the streak.
int currentStreak(List<DateTime> completed, {int? restWeekday, required DateTime today}) {
  final done = completed.map((d) => DateTime(d.year, d.month, d.day)).toSet();
  var day = DateTime(today.year, today.month, today.day);
  var count = 0;
  while (done.contains(day)) {
    count++;
    day = day.subtract(const Duration(days: 1));
    if (day.weekday == restWeekday) {
      count = 0; // rest day reached
      day = day.subtract(const Duration(days: 1));
    }
  }
  return count;
}
