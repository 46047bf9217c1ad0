import 'dart:async';

import 'package:background_fetch/background_fetch.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:tidewell/background/fetch_setup.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('BackgroundFetch', () {
    testWidgets('configure returns STATUS_AVAILABLE', (tester) async {
      final status = await configureTidewellFetch(onEvent: (_) {});
      expect(status, BackgroundFetch.STATUS_AVAILABLE);
    });

    testWidgets('fires onFetch within 15 minutes', (tester) async {
      final fired = Completer<String>();
      await configureTidewellFetch(onEvent: (taskId) {
        if (!fired.isCompleted) fired.complete(taskId);
      });
      // The OS should wake us roughly every minimumFetchInterval (15 min).
      final taskId = await fired.future.timeout(const Duration(minutes: 15));
      expect(taskId, 'com.transistorsoft.fetch');
    }, timeout: const Timeout(Duration(minutes: 16)));

    testWidgets('custom task runs after 5 s delay', (tester) async {
      final fired = Completer<String>();
      await configureTidewellFetch(onEvent: (taskId) {
        if (taskId == kTideSyncTask && !fired.isCompleted) fired.complete(taskId);
      });
      await BackgroundFetch.scheduleTask(TaskConfig(
        taskId: kTideSyncTask,
        delay: 5000,
        periodic: false,
        requiresNetworkConnectivity: true,
      ));
      final taskId = await fired.future.timeout(const Duration(seconds: 90));
      expect(taskId, kTideSyncTask);
    }, timeout: const Timeout(Duration(minutes: 3)));
  });
}
