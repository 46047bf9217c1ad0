import 'dart:async';

import 'package:flutter_test/flutter_test.dart';
import 'package:harvestlog/background/background_refresh.dart';
import 'package:harvestlog/storage/refresh_log.dart';
import 'package:integration_test/integration_test.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Background refresh', () {
    testWidgets('pulls new field readings within five minutes', (tester) async {
      final since = DateTime.now();
      await BackgroundRefresh.schedule(minutes: 1);

      // Wait for the BGAppRefreshTask handler to record a refresh.
      await tester.runAsync(() => RefreshLog.waitForRefreshAfter(since)
          .timeout(const Duration(minutes: 5), onTimeout: () {
        throw TimeoutException(
            'no background refresh recorded since scheduling', const Duration(minutes: 5));
      }));

      expect(await RefreshLog.lastRefresh(), isNotNull);
    }, timeout: const Timeout(Duration(minutes: 7)));
  });
}
