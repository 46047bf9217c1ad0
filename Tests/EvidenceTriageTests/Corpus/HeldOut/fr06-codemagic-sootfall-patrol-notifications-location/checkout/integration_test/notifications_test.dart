import 'package:patrol/patrol.dart';
import 'package:sootfall/main.dart' as app;

void main() {
  group('notifications', () {
    patrolTest(
      'shows the evening air summary after three minutes in the background',
      ($) async {
        await app.main();
        await $.pumpAndSettle();

        await $(#settingsTab).tap();
        await $(#eveningSummarySwitch).tap();
        await $.native.pressHome();

        // The summary task is scheduled 3 minutes out (EveningSummaryScheduler).
        await Future<void>.delayed(const Duration(minutes: 3, seconds: 30));

        await $.native.openNotifications();
        await $.native.tapOnNotificationBySelector(
          Selector(textContains: 'Evening air summary'),
          timeout: const Duration(seconds: 20),
        );
        await $('Today in Leith').waitUntilVisible();
      },
    );
  });
}
