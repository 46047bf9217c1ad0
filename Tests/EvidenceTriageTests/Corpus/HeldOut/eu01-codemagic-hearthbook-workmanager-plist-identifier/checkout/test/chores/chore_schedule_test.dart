import 'package:flutter_test/flutter_test.dart';
import 'package:hearthbook/chores/chore_schedule.dart';

// Runs with TZ=America/Chicago (see codemagic.yaml): households are local.
void main() {
  group('ChoreSchedule', () {
    const weekly = ChoreSchedule(intervalDays: 7, hour: 8, minute: 0);
    const daily = ChoreSchedule(intervalDays: 1, hour: 19, minute: 30);

    test('nextDue is one interval after the last time the chore was done', () {
      final last = DateTime(2025, 6, 2, 8, 0);
      expect(weekly.nextDue(last), DateTime(2025, 6, 9, 8, 0));
    });

    test('nextDue uses the chore time of day, not the time it was ticked off', () {
      final last = DateTime(2025, 6, 2, 21, 14);
      expect(daily.nextDue(last), DateTime(2025, 6, 3, 19, 30));
    });

    test('nextDue rolls over month ends', () {
      final last = DateTime(2025, 1, 28, 8, 0);
      expect(weekly.nextDue(last), DateTime(2025, 2, 4, 8, 0));
    });

    test('nextDue keeps 08:00 across the November DST change', () {
      // Clocks go back on 2025-11-02 in America/Chicago.
      final last = DateTime(2025, 10, 27, 8, 0);
      expect(weekly.nextDue(last), DateTime(2025, 11, 3, 8, 0));
    });

    test('daysUntil is 0 on the due day', () {
      final last = DateTime(2025, 6, 2, 8, 0);
      expect(weekly.daysUntil(last, DateTime(2025, 6, 9, 6, 0)), 0);
    });
  });
}
