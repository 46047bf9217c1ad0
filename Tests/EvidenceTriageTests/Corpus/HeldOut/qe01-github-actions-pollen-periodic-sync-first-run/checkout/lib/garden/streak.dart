class Streak {
  Streak(this.current);
  final int current;

  factory Streak.fromDays(List<DateTime> days, {required DateTime today}) {
    final sorted = [...days]..sort();
    var run = 0;
    DateTime? prev;
    for (final d in sorted) {
      if (prev == null || d.difference(prev).inDays <= 2) {
        run += 1;
      } else {
        run = 1;
      }
      prev = d;
    }
    return Streak(run);
  }
}
