import 'package:fernhill/main_dev.dart' as app;
import 'package:flutter_test/flutter_test.dart';
import 'package:patrol/patrol.dart';

void main() {
  group('reminders', () {
    patrolTest('opens reminder settings', ($) async {
      app.main();
      await $.pumpAndSettle();
      await $(#settingsTab).tap();
      await $('Reminders').tap();
      await $('Daily reminder').waitUntilVisible();
    });

    patrolTest('shows the daily reminder time', ($) async {
      app.main();
      await $.pumpAndSettle();
      await $(#settingsTab).tap();
      await $('Reminders').tap();
      await $(#dailyReminderSwitch).tap();
      if (await $.native.isPermissionDialogVisible()) {
        await $.native.grantPermissionWhenInUse();
      }
      await $('Daily reminder at 08:00').waitUntilVisible();
    });

    patrolTest('keeps the reminder after restart', ($) async {
      app.main();
      await $.pumpAndSettle();
      await $(#settingsTab).tap();
      await $('Reminders').tap();
      expect($(#dailyReminderSwitch), findsOneWidget);
    });
  });
}
