import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:permission_handler/permission_handler.dart';

import 'package:wrenfold/main.dart' as app;
import 'package:wrenfold/reminders/reminder_permission.dart';
import 'package:wrenfold/streaks/streak_counter.dart';
import 'package:wrenfold/summary/weekly_summary.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('onboarding', () {
    testWidgets('shows three pages', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      for (var i = 0; i < 2; i++) {
        await tester.tap(find.byKey(const Key('onboarding.next')));
        await tester.pumpAndSettle();
      }
      expect(find.byKey(const Key('onboarding.page.3')), findsOneWidget);
    });
  });

  group('reminders', () {
    // CI grants notifications on the simulator before the run
    // (applesimutils --setPermissions notifications=YES).
    testWidgets('permission status is granted', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      final status = await ReminderPermission.current();
      expect(status, PermissionStatus.granted);
      expect(find.byKey(const Key('reminders.enableBanner')), findsNothing);
    });
  });

  group('streaks', () {
    testWidgets('counter resets after missed day', (tester) async {
      final counter = StreakCounter(today: DateTime(2026, 8, 10));
      counter.record(DateTime(2026, 8, 5));
      counter.record(DateTime(2026, 8, 6));
      counter.record(DateTime(2026, 8, 7));
      expect(counter.current, 0);
    });
  });

  group('summary', () {
    testWidgets('weekly summary formats percent', (tester) async {
      final summary = WeeklySummary(done: 6, planned: 7);
      expect(summary.completionLabel, '86%');
    });
  });
}
