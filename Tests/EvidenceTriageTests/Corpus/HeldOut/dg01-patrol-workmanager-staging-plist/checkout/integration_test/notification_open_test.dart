import 'package:kestrel_field_notes/main.dart' as app;
import 'package:patrol/patrol.dart';

import 'helpers/sign_in.dart';

void main() {
  patrolTest(
    'tapping the daily reminder opens today\'s notes',
    ($) async {
      app.main(flavor: 'staging');
      await $.pumpAndSettle();
      await signInAsFieldTester($);

      await $(#debugFireReminder).tap();
      await $.native.pressHome();
      await $.native.openNotifications();
      await $.native.tapOnNotificationBySelector(
        Selector(textContains: 'Time for today'),
      );
      await $('Today').waitUntilVisible();
    },
  );
}
