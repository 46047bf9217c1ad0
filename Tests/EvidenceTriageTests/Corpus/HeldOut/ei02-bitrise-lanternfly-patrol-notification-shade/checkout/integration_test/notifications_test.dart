import 'package:flutter_test/flutter_test.dart';
import 'package:lanternfly/main.dart' as app;
import 'package:patrol/patrol.dart';

import 'common.dart';

void main() {
  group('Notifications', () {
    patrolTest('tapping the digest notification opens the inbox', ($) async {
      await app.main();
      await $.pumpAndSettle();
      await grantNotificationsIfAsked($);

      await $(#sendTestDigest).tap();
      await $.native.pressHome();
      await $.native.openNotifications();
      await $.native.tapOnNotificationBySelector(
        Selector(textContains: 'Evening digest'),
        timeout: const Duration(seconds: 10),
      );
      await $.pumpAndSettle();
      expect($(#inboxScreen), findsOneWidget);
    });

    patrolTest('digest notification shows the unread count', ($) async {
      await app.main();
      await $.pumpAndSettle();
      await grantNotificationsIfAsked($);

      await $(#sendTestDigest).tap();
      await $.native.pressHome();
      await $.native.openNotifications();
      final notifications = await $.native.getNotifications();
      expect(notifications.first.content, contains('3 unread'));
      await $.native.closeNotifications();
    });
  });

  group('Inbox', () {
    patrolTest('marks digest items read after opening', ($) async {
      await app.main();
      await $.pumpAndSettle();
      await $(#inboxTab).tap();
      await $('Evening digest').tap();
      await $.pumpAndSettle();
      await $.native.pressBack();
      await $.pumpAndSettle();
      expect($(#unreadBadge).text, '0 unread');
    });

    patrolTest('empty inbox shows the placeholder', ($) async {
      await app.main();
      await $.pumpAndSettle();
      await $(#inboxTab).tap();
      await $(#clearAll).tap();
      expect($('Nothing new on the line'), findsOneWidget);
    });
  });

  group('Background refresh', () {
    patrolTest('refresh settings toggle persists', ($) async {
      await app.main();
      await $.pumpAndSettle();
      await $(#settingsTab).tap();
      await $(#backgroundRefreshSwitch).tap();
      await $.native.pressHome();
      await $.native.openApp();
      await $(#settingsTab).tap();
      expect($(#backgroundRefreshSwitch).which<Switch>((s) => s.value), findsOneWidget);
    });
  });
}
