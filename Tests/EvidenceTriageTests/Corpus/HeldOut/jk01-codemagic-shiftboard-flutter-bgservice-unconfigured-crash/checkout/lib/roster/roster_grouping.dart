import '../shifts/shift.dart';

/// Groups shifts into roster weeks. Payroll weeks start on Monday.
Map<DateTime, List<Shift>> groupByWeek(Iterable<Shift> shifts) {
  final weeks = <DateTime, List<Shift>>{};
  for (final shift in shifts) {
    final day = DateTime(shift.start.year, shift.start.month, shift.start.day);
    // DateTime.weekday: Monday == 1 ... Sunday == 7
    final weekStart = day.subtract(Duration(days: day.weekday % 7));
    weeks.putIfAbsent(weekStart, () => []).add(shift);
  }
  return weeks;
}
