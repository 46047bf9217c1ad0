import 'package:fernleaf/main.dart' as app;
import 'package:flutter_test/flutter_test.dart';
import 'package:patrol/patrol.dart';

import 'support/notification_actions.dart';

void main() {
  group('Reminder actions', () {
    patrolTest('opens the chore when the notification is tapped', ($) async {
      await app.main();
      await $.pumpAndSettle();
      await $('Water the ferns').tap();
      await $('Remind me in 5 s').tap();
      await $.native.pressHome();
      await $.native.openNotifications();
      await $.native.tapOnNotificationBySelector(Selector(textContains: 'Water the ferns'), timeout: const Duration(seconds: 20));
      await $('Water the ferns').waitUntilVisible();
    });

    patrolTest('marks the chore done from the notification action', ($) async {
      await app.main();
      await $.pumpAndSettle();
      await $('Water the ferns').tap();
      await $('Remind me in 5 s').tap();
      await $.native.pressHome();

      // Long-presses the banner in Notification Centre and taps the action button;
      // the action is a SilentBackgroundAction, so the app is not brought forward.
      await tapNotificationAction($, notification: 'Water the ferns', action: 'Mark done');

      await $.native.openApp();
      await $.pumpAndSettle();
      await $('Done today ✓').waitUntilVisible(timeout: const Duration(seconds: 20));
    });
  });
}
