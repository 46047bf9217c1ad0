import 'dart:async';

import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:pennywort/background/background_probe.dart';
import 'package:workmanager/workmanager.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Workmanager periodic sync', () {
    testWidgets('delivers a callback on iOS', (tester) async {
      await BackgroundProbe.reset();
      await Workmanager().initialize(probeDispatcher, isInDebugMode: true);
      await Workmanager().registerPeriodicTask('be.pennywort.habits.sync', 'habitSync',
          frequency: const Duration(minutes: 15));

      // The probe dispatcher writes a marker when iOS runs the task.
      final ran = BackgroundProbe.firstRun().timeout(const Duration(minutes: 1));
      expect(await ran, isNotNull);
    });
  });
}
