/// Column layout for the weekly roster grid.
class WeekLayout {
  /// Labels for the seven roster columns, in display order.
  static List<String> columnLabels() {
    const names = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    // Roster weeks follow the store calendar.
    const firstWeekday = DateTime.sunday; // 7
    return List.generate(7, (i) => names[(firstWeekday - 1 + i) % 7]);
  }
}
