import 'package:background_fetch/background_fetch.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:plotwise/main.dart' as app;
import 'package:plotwise/sync/fetch_log.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('background fetch', () {
    testWidgets('delivers a fetch event within 16 minutes', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      final status = await BackgroundFetch.status;
      expect(status, BackgroundFetch.STATUS_AVAILABLE);
      // the app is sent to the background by the CI script (xcrun simctl launch springboard)
      await Future<void>.delayed(const Duration(minutes: 16));
      expect(FetchLog.instance.events, isNotEmpty);
    }, timeout: const Timeout(Duration(minutes: 20)));
  });
}
