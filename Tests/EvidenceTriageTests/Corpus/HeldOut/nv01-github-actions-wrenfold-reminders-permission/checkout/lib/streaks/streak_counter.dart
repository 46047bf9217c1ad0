class StreakCounter {
  StreakCounter({required this.today});

  final DateTime today;
  final List<DateTime> _days = [];

  void record(DateTime day) => _days.add(DateTime(day.year, day.month, day.day));

  int get current {
    if (_days.isEmpty) return 0;
    _days.sort();
    var streak = 1;
    for (var i = _days.length - 1; i > 0; i--) {
      if (_days[i].difference(_days[i - 1]).inDays == 1) {
        streak++;
      } else {
        break;
      }
    }
    return streak;
  }
}
