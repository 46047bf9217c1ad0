import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:quillfern/main.dart' as app;
import 'package:quillfern/services.dart';
import 'package:timezone/timezone.dart' as tz;

import 'support/fake_clock.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Reminders', () {
    testWidgets('shows the next reminder in the user\'s time zone', (tester) async {
      // Set in March (GMT), reminder due in July (BST, UTC+1) at 20:30 UTC.
      services.register<Clock>(FakeClock(DateTime.utc(2026, 3, 10, 9)));
      services.register<tz.Location>(tz.getLocation('Europe/London'));
      services.register<ReminderSeed>(ReminderSeed(nextUtc: DateTime.utc(2026, 7, 14, 20, 30)));

      app.main();
      await tester.pumpAndSettle();
      await tester.tap(find.byKey(const Key('reminders.tab')));
      await tester.pumpAndSettle();

      expect(find.text('Next reminder: 21:30'), findsOneWidget);
    });
  });
}
