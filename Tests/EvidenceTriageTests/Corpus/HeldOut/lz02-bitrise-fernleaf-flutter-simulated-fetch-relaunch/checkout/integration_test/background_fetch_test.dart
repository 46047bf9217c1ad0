import 'dart:async';

import 'package:fernleaf/background/background_sync.dart';
import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';

// Debug-only channel: calls BGTaskScheduler's _simulateLaunchForTaskWithIdentifier: from the Runner.
const _debug = MethodChannel('fernleaf/debug_background');

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Background fetch', () {
    testWidgets('simulated fetch runs the callback dispatcher', (tester) async {
      await BackgroundSync.initialize();
      final ran = BackgroundSync.onCallbackDispatched.first;
      await _debug.invokeMethod('simulateLaunch', {'identifier': 'workmanager.background.task'});
      await ran.timeout(const Duration(seconds: 60));
    });
  });
}
