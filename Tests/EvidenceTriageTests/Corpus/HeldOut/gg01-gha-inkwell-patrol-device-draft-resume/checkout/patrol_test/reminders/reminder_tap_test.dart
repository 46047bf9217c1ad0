import 'package:flutter_test/flutter_test.dart';
import 'package:patrol/patrol.dart';

import '../common.dart';

void main() {
  group('reminders', () {
    patrolTest(
      'tapping the reminder notification opens the draft',
      ($) async {
        await createApp($, seed: Seed.singlePendingDraft);
        await $.native.grantPermissionWhenInUse();

        // Schedules a local notification 10 s out (flutter_local_notifications).
        await $(#'remind-me-in-10s').tap();
        await $.native.pressHome();
        await $.native.openNotifications();

        await $.native.tapOnNotificationBySelector(
          Selector(textContains: 'Pick up where you left off'),
          timeout: const Duration(seconds: 20),
        );

        await $('Untitled draft').waitUntilVisible();
        expect($(#'editor-body'), findsOneWidget);
      },
    );
  });
}
