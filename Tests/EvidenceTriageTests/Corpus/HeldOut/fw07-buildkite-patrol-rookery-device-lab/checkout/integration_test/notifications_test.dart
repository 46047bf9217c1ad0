import 'package:patrol/patrol.dart';
import 'package:rookery/main.dart' as app;

import 'support/live_server.dart';

void main() {
  group('notifications', () {
    patrolTest('shows the decrypted sender and message', ($) async {
      final server = await LiveServer.connect();
      await app.main(env: server.env);
      await $.pumpAndSettle();
      await $.native.grantPermissionWhenInUse();

      await $.native.pressHome();
      await server.sendDirectMessage(from: 'ada', text: 'Tide tables are up on the shared drive');

      await $.native.openNotifications();
      await $.native.waitUntilVisible(Selector(textContains: 'Ada Lovelace'),
          timeout: const Duration(seconds: 45));
      await $.native.tapOnNotificationBySelector(Selector(textContains: 'Tide tables'));
      await $('Tide tables are up on the shared drive').waitUntilVisible();
    });

    patrolTest('reads the standup reminder from Notification Center', ($) async {
      await app.main(env: TestEnv.offline);
      await $.pumpAndSettle();
      await $.native.grantPermissionWhenInUse();
      await $(#scheduleStandupReminderIn5s).tap();

      await $.native.pressHome();
      await Future<void>.delayed(const Duration(seconds: 8));
      await $.native.openNotifications();

      final notifications = await $.native.getNotifications();
      final reminder = notifications.single;
      expect(reminder.title, 'Standup in 10 minutes');
      expect(reminder.content, 'Room: Rookery / #mobile');
    });
  });
}
