import 'dart:async';

import 'package:flt_worker/ios.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:tidewell/background/refresh_scheduler.dart';
import 'package:tidewell/background/worker.dart';
import 'package:tidewell/main.dart' as app;

/// Background refresh end-to-end checks. These run on the CI simulator
/// (see .github/workflows/ios-integration.yml).
void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Background refresh', () {
    late RefreshScheduler scheduler;

    setUp(() async {
      scheduler = RefreshScheduler();
      await scheduler.clearMarkers();
    });

    testWidgets('registers the tide worker at startup', (tester) async {
      app.main();
      await tester.pumpAndSettle();

      expect(await scheduler.isWorkerInitialized(), isTrue);
      expect(
        scheduler.permittedIdentifiers,
        containsAll(<String>[tideRefreshTaskId, chartPruneTaskId]),
      );
    });

    testWidgets('submits the tide refresh request', (tester) async {
      app.main();
      await tester.pumpAndSettle();

      final accepted = await scheduler.scheduleTideRefresh(
        earliestBegin: const Duration(minutes: 1),
      );

      expect(accepted, isTrue,
          reason: 'submitTaskRequest($tideRefreshTaskId) was not accepted');
    });

    testWidgets('tide worker runs and stores a fresh forecast', (tester) async {
      app.main();
      await tester.pumpAndSettle();

      await scheduler.scheduleTideRefresh(
        earliestBegin: const Duration(seconds: 30),
      );

      // Give iOS time to launch the refresh task, then check the marker the
      // worker writes when it has stored the new forecast.
      final ranAt = await scheduler
          .waitForWorkerMarker(tideRefreshTaskId)
          .timeout(const Duration(minutes: 3));

      expect(ranAt, isNotNull);
      expect(await scheduler.forecastAge(), lessThan(const Duration(minutes: 5)));
    });
  });
}
