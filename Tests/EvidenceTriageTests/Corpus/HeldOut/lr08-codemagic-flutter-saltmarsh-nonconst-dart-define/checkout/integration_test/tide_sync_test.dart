import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:saltmarsh/background/callback_dispatcher.dart';
import 'package:saltmarsh/config/env.dart';
import 'package:saltmarsh/main.dart' as app;
import 'package:saltmarsh/sync/tide_sync_scheduler.dart';

import 'helpers/pump_until_found.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('tide sync (ios)', () {
    testWidgets('reads the API base from --dart-define', (tester) async {
      print('[Config] TIDE_API_BASE (const) = $tideApiBase');
      expect(tideApiBase, isNotEmpty);
    });

    testWidgets("pulls today's tides after a simulated background fetch", (tester) async {
      app.main();
      await tester.pumpAndSettle();

      // Run the same Dart callback the plugin calls when iOS launches the task.
      await simulateBackgroundTask(tideSyncTask);

      await tester.pumpUntilFound(find.text('Updated just now'), timeout: const Duration(minutes: 5));
    }, timeout: const Timeout(Duration(minutes: 5)));

    testWidgets('system delivers a background fetch within 2 minutes', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await TideSyncScheduler().schedule();
      print('[Test] periodic task registered: app.saltmarsh.tides.refresh');

      // Background the app and wait for iOS to run app.saltmarsh.tides.refresh.
      await tester.pumpUntilFound(find.text('Updated in background'), timeout: const Duration(minutes: 2));
    }, timeout: const Timeout(Duration(minutes: 2)));
  });
}
