import 'package:clock/clock.dart';

/// Expands a medication's weekly pattern into concrete dose times.
class WeeklySchedule {
  WeeklySchedule({required this.times, required this.weekdays, this.pausedDates = const {}});

  /// Times of day, e.g. [08:00, 20:00].
  final List<Duration> times;

  /// DateTime.monday .. DateTime.sunday
  final Set<int> weekdays;

  /// Calendar days the user paused this medication (midnight, local).
  final Set<DateTime> pausedDates;

  List<DateTime> upcoming({int days = 7}) {
    final today = DateTime(clock.now().year, clock.now().month, clock.now().day);
    final result = <DateTime>[];
    for (var i = 0; i < days; i++) {
      final day = today.add(Duration(days: i));
      if (!weekdays.contains(day.weekday)) continue;
      if (pausedDates.contains(day.toUtc())) continue;
      for (final t in times) {
        result.add(day.add(t));
      }
    }
    return result;
  }
}
