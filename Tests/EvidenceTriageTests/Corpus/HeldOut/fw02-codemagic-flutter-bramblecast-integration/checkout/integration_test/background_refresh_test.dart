import 'package:bramblecast/background/feed_refresh_service.dart';
import 'package:bramblecast/main.dart' as app;
import 'package:flutter_background_service/flutter_background_service.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';

import 'support/fixtures.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('background refresh', () {
    testWidgets('stores the feed cursor from the service isolate', (tester) async {
      await app.main(env: TestEnv.fixtureFeed);
      await tester.pumpAndSettle();

      final service = FlutterBackgroundService();
      await FeedRefreshService.configure(service);
      await service.startService();

      final refreshed = await service
          .on(FeedRefreshService.refreshedEvent)
          .first
          .timeout(const Duration(seconds: 30));

      expect(refreshed?['cursor'], Fixtures.latestCursor);
    });
  });
}
