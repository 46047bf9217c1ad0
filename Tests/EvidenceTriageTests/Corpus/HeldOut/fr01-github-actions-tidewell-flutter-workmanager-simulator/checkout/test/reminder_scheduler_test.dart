import 'package:clock/clock.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:tidewell/reminders/reminder_scheduler.dart';
import 'package:tidewell/tides/tide_event.dart';

void main() {
  group('ReminderScheduler', () {
    test('schedules the next high-tide reminder', () {
      final fixed = Clock.fixed(DateTime(2024, 2, 6, 9, 0));
      final scheduler = ReminderScheduler(
        leadTime: const Duration(minutes: 30),
        clock: fixed,
      );

      final reminders = scheduler.upcoming([
        TideEvent.high(DateTime(2024, 2, 6, 11, 42), heightMetres: 3.9),
      ]);

      expect(reminders.single.firesAt, DateTime(2024, 2, 6, 11, 12));
    });

    test('skips occurrences whose time is in the past', () {
      final scheduler =
          ReminderScheduler(leadTime: const Duration(minutes: 30));
      final now = DateTime.now();

      final reminders = scheduler.upcoming([
        TideEvent.low(now.subtract(const Duration(hours: 1))),
        TideEvent.high(now.add(const Duration(hours: 1))),
      ]);

      expect(reminders.map((r) => r.event.kind).toList(), [TideKind.high]);
    });

    test('orders reminders by firing time', () {
      final fixed = Clock.fixed(DateTime(2024, 2, 6, 6, 0));
      final scheduler = ReminderScheduler(
        leadTime: const Duration(minutes: 45),
        clock: fixed,
      );

      final reminders = scheduler.upcoming([
        TideEvent.low(DateTime(2024, 2, 6, 17, 55)),
        TideEvent.high(DateTime(2024, 2, 6, 11, 42)),
      ]);

      expect(reminders.map((r) => r.event.kind).toList(),
          [TideKind.high, TideKind.low]);
    });
  });
}
