import 'dart:async';

import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:pinecrest/background/service.dart';
import 'package:pinecrest/testing/bg_probe.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('BackgroundService', () {
    testWidgets('onIosBackground runs after backgrounding', (tester) async {
      await initializeService();
      await BgProbe.sendAppToBackground();
      // iOS calls onBackground "every 15-20 minutes"; give it 90 s on the Simulator.
      final ran = await BgProbe.waitForEvent('onIosBackground', timeout: const Duration(seconds: 90));
      expect(ran, isTrue);
    }, timeout: const Timeout(Duration(seconds: 100)));

    testWidgets('background handler stores trip snapshot', (tester) async {
      await initializeService();
      await BgProbe.simulateLaunch('dev.flutter.background.refresh');
      final snapshot = await BgProbe.readSnapshot();
      expect(snapshot, isNotNull, reason: 'onIosBackground never wrote the trip snapshot');
    });
  });
}
