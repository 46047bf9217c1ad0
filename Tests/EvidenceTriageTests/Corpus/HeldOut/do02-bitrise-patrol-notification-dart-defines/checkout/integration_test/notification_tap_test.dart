import 'package:flutter_test/flutter_test.dart';
import 'package:larkspur/main.dart' as app;
import 'package:larkspur/notifications/local_notifications.dart';
import 'package:patrol/patrol.dart';

void main() {
  patrolTest(
    'tapping a reply notification opens the thread',
    ($) async {
      app.main();
      await $.pumpAndSettle();
      await $.native.grantPermissionWhenInUse();

      await LocalNotifications.instance.show(
        id: 4411,
        title: 'Someone replied to your post',
        payload: '/thread/9041',
      );
      await $.native.pressHome();
      await $.native.openNotifications();
      await $.native.tapOnNotificationBySelector(
        Selector(textContains: 'Someone replied'),
      );

      // After the tap Patrol has to bring the app under test back to the
      // foreground; it finds it through PATROL_APP_BUNDLE_ID /
      // PATROL_IOS_APP_NAME, which are compile-time --dart-defines.
      //
      //
      //
      await $(#threadScreen).waitUntilVisible(timeout: const Duration(seconds: 15));
      expect($(#threadTitle).text, contains('9041'));
    },
  );
}
