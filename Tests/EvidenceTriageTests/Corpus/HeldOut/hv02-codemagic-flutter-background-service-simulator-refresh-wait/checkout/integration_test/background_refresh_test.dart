import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:shared_preferences/shared_preferences.dart';
import 'package:tidewatch/background/background_service.dart';
import 'package:tidewatch/forecast/forecast_cache.dart';
import 'package:tidewatch/main.dart' as app;

import 'fakes/failing_forecast_client.dart';
import 'fakes/fake_service_instance.dart';

const _testSupport = MethodChannel('tidewatch/test-support');

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('BackgroundRefresh', () {
    testWidgets('refreshes forecast while app is backgrounded', (tester) async {
      SharedPreferences.setMockInitialValues({});
      app.main();
      await tester.pumpAndSettle();

      // Suspends the app like the home button would (debug-only helper in AppDelegate).
      await _testSupport.invokeMethod('sendToBackground');
      await Future<void>.delayed(const Duration(seconds: 45));
      await _testSupport.invokeMethod('bringToForeground');

      final cache = await ForecastCache.open();
      expect(cache.lastBackgroundRefresh, isNotNull,
          reason: 'background refresh should have run within 45 s of backgrounding');
    });

    testWidgets('background handler reports failure when snapshot fetch fails', (tester) async {
      SharedPreferences.setMockInitialValues({'harbourId': 'GB-FAL'});
      // Called directly: no BGTaskScheduler involved, the client fails with a 503.
      final ok = await onIosBackground(FakeServiceInstance(), client: FailingForecastClient());

      expect(ok, isFalse, reason: 'the handler must report failure so the refresh is retried');
      final cache = await ForecastCache.open();
      expect(cache.lastBackgroundRefresh, isNull);
    });
  });
}
