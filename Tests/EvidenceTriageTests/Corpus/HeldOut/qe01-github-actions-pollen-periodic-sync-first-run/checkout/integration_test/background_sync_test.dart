import 'dart:async';

import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:pollen/background/garden_sync.dart';
import 'package:pollen/main.dart' as app;
import 'package:shared_preferences/shared_preferences.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('background sync', () {
    testWidgets('periodicSyncIsRegistered', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      final registered = await GardenSync.instance.scheduledTasks();
      expect(registered, contains(GardenSync.periodicTaskId));
    });

    testWidgets('periodicSyncFirstRunAfterInitialDelay', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      final prefs = await SharedPreferences.getInstance();
      await prefs.remove(GardenSync.lastRunKey);

      await GardenSync.instance.schedulePeriodic(
        initialDelay: const Duration(minutes: 1),
        frequency: const Duration(minutes: 15),
      );

      // The first run should land shortly after the one-minute initial delay.
      final ranAt = await GardenSync.instance
          .waitForRun(pollEvery: const Duration(seconds: 5))
          .timeout(const Duration(minutes: 5));
      expect(ranAt, isNotNull);
    });
  });
}
