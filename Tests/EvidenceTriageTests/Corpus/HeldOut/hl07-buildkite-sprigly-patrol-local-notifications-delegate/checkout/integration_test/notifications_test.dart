import 'package:flutter_test/flutter_test.dart';
import 'package:patrol/patrol.dart';

import 'package:sprigly/main.dart' as app;
import 'package:sprigly/notifications/reminders.dart';

void main() {
  group('notifications', () {
    patrolTest('grants permission from the system dialog', ($) async {
      app.main();
      await $.pumpAndSettle();
      await $(#enableReminders).tap();
      await $.native.grantPermissionWhenInUse();
      expect($(#remindersOn), findsOneWidget);
    });

    patrolTest('tapping a reminder opens the habit detail', ($) async {
      app.main();
      await $.pumpAndSettle();

      await showReminderNow('h-42', 'Stretch');
      await $.native.openNotifications();
      await $.native.tapOnNotificationBySelector(Selector(textContains: 'Stretch'));

      await $(#habitDetail).waitUntilVisible(timeout: const Duration(seconds: 10));
      expect($('Stretch'), findsWidgets);
    });
  });
}
