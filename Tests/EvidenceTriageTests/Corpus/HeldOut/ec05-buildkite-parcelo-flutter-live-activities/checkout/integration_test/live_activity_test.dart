import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:live_activities/live_activities.dart';
import 'package:parcelo/main_staging.dart' as app;

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('live activity', () {
    testWidgets('registers push token after order placed', (tester) async {
      app.main();
      await tester.pumpAndSettle();

      await tester.tap(find.text('Place test order'));
      await tester.pumpAndSettle();

      final plugin = LiveActivities();
      final ids = await plugin.getAllActivitiesIds();
      expect(ids, isNotEmpty, reason: 'Activity.request did not start an activity');

      // Wait for ActivityKit to mint the APNs token for this activity.
      final token = await plugin
          .getPushToken(ids.first)
          .timeout(const Duration(seconds: 60));
      expect(token, isNotNull);
    });
  });
}
