import 'package:flutter_test/flutter_test.dart';
import 'package:slipway/reminders/reminder_planner.dart';
import 'package:slipway/tides/tide_event.dart';

void main() {
  group('ReminderPlanner', () {
    test('plans one reminder per high water', () {
      final events = [
        TideEvent.high(DateTime.utc(2026, 3, 9, 6, 12), heightM: 4.6, station: 'Pwllheli'),
        TideEvent.low(DateTime.utc(2026, 3, 9, 12, 30), heightM: 0.9, station: 'Pwllheli'),
      ];
      expect(ReminderPlanner().plan(events), hasLength(1));
    });

    test('does not plan two reminders for the same high water', () {
      // The tide API returns the same high water twice when a fetch straddles
      // the day boundary (once per daily page). Reminders must be unique.
      final hw = TideEvent.high(DateTime.utc(2026, 3, 10, 0, 41), heightM: 4.4, station: 'Pwllheli');
      final events = [hw, TideEvent.low(DateTime.utc(2026, 3, 9, 18, 20), heightM: 1.0, station: 'Pwllheli'), hw];
      expect(ReminderPlanner().plan(events), hasLength(1));
    });
  });
}
