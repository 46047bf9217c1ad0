import 'package:meta/meta.dart';

/// How often a chore comes back, and when it is next due.
@immutable
class ChoreSchedule {
  const ChoreSchedule({required this.intervalDays, required this.hour, required this.minute});

  final int intervalDays;
  final int hour;
  final int minute;

  /// The first due time after [lastDone], at the chore's time of day.
  ///
  /// Household chores repeat on a calendar: "every 7 days at 08:00".
  DateTime nextDue(DateTime lastDone) {
    final anchor = DateTime(lastDone.year, lastDone.month, lastDone.day, hour, minute);
    var next = anchor.add(Duration(days: intervalDays));
    while (!next.isAfter(lastDone)) {
      next = next.add(Duration(days: intervalDays));
    }
    return next;
  }

  /// Days left until [nextDue], rounded down; 0 means due today.
  int daysUntil(DateTime lastDone, DateTime now) {
    final due = nextDue(lastDone);
    return due.difference(now).inDays;
  }
}
