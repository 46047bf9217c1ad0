import 'package:flutter_test/flutter_test.dart';
import 'package:patrol/patrol.dart';
import 'package:shiftmate/main.dart' as app;
import 'package:shiftmate/reminders/reminder_scheduler.dart';
import 'package:shiftmate/shifts/shift.dart';

import 'support/fixtures.dart';

void main() {
  patrolTest('lists upcoming shifts', ($) async {
    await app.main(environment: AppEnvironment.integration);
    await $.pumpAndSettle();
    await $(#upcomingShiftsTab).tap();
    expect($('Fri 07:00 · Dock B'), findsOneWidget);
  });

  patrolTest(
    'schedules the evening reminder in the device time zone',
    ($) async {
      await app.main(environment: AppEnvironment.integration);
      await $.pumpAndSettle();

      final scheduler = ReminderScheduler(plugin: $.tester.binding.notifications);
      final shift = Shift(
        id: 'dock-b-fri',
        startsAt: DateTime(2026, 11, 27, 7),
        location: 'Dock B',
      );

      final pending = await scheduler.scheduleEvening(shift);

      expect(pending.scheduledFor.hour, 20);
      expect(pending.scheduledFor.timeZoneName, isNot('UTC'));
    },
  );
}
