import 'package:brindle/reminders/next_reminder.dart';
import 'package:flutter_test/flutter_test.dart';

void main() {
  group('nextReminderDate', () {
    test('returns today when the slot is still ahead', () {
      final now = DateTime(2026, 1, 12, 6, 0);
      expect(nextReminderDate(now, hour: 7, minute: 30), DateTime(2026, 1, 12, 7, 30));
    });

    test('returns tomorrow when the slot has passed', () {
      final now = DateTime(2026, 1, 12, 22, 0);
      expect(nextReminderDate(now, hour: 7, minute: 30), DateTime(2026, 1, 13, 7, 30));
    });

    test('rolls over to the next day across the DST change', () {
      // Europe/Paris springs forward on 2026-03-29 at 02:00.
      final now = DateTime(2026, 3, 28, 22, 0);
      expect(
        nextReminderDate(now, hour: 7, minute: 30),
        DateTime(2026, 3, 29, 7, 30),
      );
    });
  });
}
