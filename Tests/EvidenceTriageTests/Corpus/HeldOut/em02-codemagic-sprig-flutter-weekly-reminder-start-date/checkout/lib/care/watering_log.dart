class WateringLog {
  WateringLog(this._entries);

  final List<DateTime> _entries;

  /// Number of consecutive calendar days, ending with the latest entry,
  /// on which the plant was watered.
  int currentStreak() {
    if (_entries.isEmpty) return 0;
    final sorted = [..._entries]..sort();
    var streak = 1;
    for (var i = sorted.length - 1; i > 0; i--) {
      final gapDays = sorted[i].difference(sorted[i - 1]).inHours ~/ 24;
      if (gapDays == 1) {
        streak++;
      } else if (gapDays > 1) {
        break;
      }
    }
    return streak;
  }
}
