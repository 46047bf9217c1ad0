import 'dart:async';

import 'package:brackwater/background/dispatcher.dart';
import 'package:brackwater/background/task_names.dart';
import 'package:brackwater/debug/debug_channel.dart';
import 'package:brackwater/main.dart' as app;
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:workmanager/workmanager.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('background sync', () {
    setUpAll(() async {
      await Workmanager().initialize(callbackDispatcher, isInDebugMode: false);
    });

    testWidgets('nightly export runs the dispatcher', (tester) async {
      app.main();
      await tester.pumpAndSettle();

      final ran = DispatcherProbe.waitFor(TaskNames.nightlyExport);
      await Workmanager().registerProcessingTask(
        TaskNames.nightlyExport,
        TaskNames.nightlyExport,
        initialDelay: const Duration(seconds: 5),
      );

      // The export should have started well within three minutes.
      await ran.timeout(const Duration(minutes: 3));
      expect(await DispatcherProbe.lastResult(TaskNames.nightlyExport), isTrue);
    });

    testWidgets('tide refresh reads station id from periodic inputData',
        (tester) async {
      app.main();
      await tester.pumpAndSettle();

      await Workmanager().registerPeriodicTask(
        TaskNames.tideRefresh,
        TaskNames.tideRefresh,
        frequency: const Duration(hours: 1),
        inputData: <String, dynamic>{'stationId': '8443970'},
      );
      final ran = DispatcherProbe.waitFor(TaskNames.tideRefresh);
      await DebugChannel.simulateLaunch(TaskNames.tideRefresh);

      final result = await ran.timeout(const Duration(seconds: 30));
      expect(result.succeeded, isTrue, reason: result.error);
      expect(result.stationId, '8443970');
    });

    testWidgets('cancelAll clears pending requests', (tester) async {
      app.main();
      await tester.pumpAndSettle();

      await Workmanager().cancelAll();
      expect(await DebugChannel.pendingTaskRequestCount(), 0);
    });
  });
}
