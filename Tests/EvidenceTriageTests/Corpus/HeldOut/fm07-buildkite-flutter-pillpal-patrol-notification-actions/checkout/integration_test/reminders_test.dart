import 'package:flutter_test/flutter_test.dart';
import 'package:patrol/patrol.dart';
import 'package:pillpal/main.dart' as app;

void main() {
  group('Reminders', () {
    patrolTest('shows the dose reminder at the scheduled time', ($) async {
      await app.main(testClockOffset: const Duration(seconds: 5));
      await $.pumpAndSettle();
      await $(#doseRow_vitd_0800).$(#remindMe).tap();

      await $.native.pressHome();
      await $.native.openNotifications();
      await $.native.waitUntilVisible(Selector(textContains: 'Vitamin D'),
          timeout: const Duration(seconds: 20));
      await $.native.closeNotifications();
    });

    patrolTest('marks the dose as taken from the notification action', ($) async {
      await app.main(testClockOffset: const Duration(seconds: 5));
      await $.pumpAndSettle();
      await $(#doseRow_vitd_0800).$(#remindMe).tap();

      await $.native.pressHome();
      await $.native.openNotifications();
      await $.native.waitUntilVisible(Selector(textContains: 'Vitamin D'),
          timeout: const Duration(seconds: 20));
      // Long-press reveals the action buttons on iOS.
      await $.native.tapOnNotificationBySelector(Selector(textContains: 'Vitamin D'));
      await $.native.tap(Selector(text: 'Taken'));
      await $.native.openApp();
      await $.pumpAndSettle();

      expect($(#doseRow_vitd_0800).$(#status).text, 'Taken · 08:00');
    });
  });
}
