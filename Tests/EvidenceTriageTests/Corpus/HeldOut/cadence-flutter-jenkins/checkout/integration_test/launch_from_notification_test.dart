import 'package:cadence/main.dart' as app;
import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';

import 'helpers/fake_notifications_platform.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('opens the habit when the app is launched by tapping a reminder', (tester) async {
    // Simulates a cold start caused by tapping a reminder while the app was
    // terminated: the plugin reports it through getNotificationAppLaunchDetails().
    FakeNotificationsPlatform.install(
      launchDetails: const NotificationAppLaunchDetails(
        true,
        notificationResponse: NotificationResponse(
          notificationResponseType: NotificationResponseType.selectedNotification,
          id: 12,
          payload: '{"habitId":"hb-12"}',
        ),
      ),
    );

    await app.main();
    await tester.pumpAndSettle();

    expect(find.text('Evening stretch'), findsOneWidget);
  });
}
