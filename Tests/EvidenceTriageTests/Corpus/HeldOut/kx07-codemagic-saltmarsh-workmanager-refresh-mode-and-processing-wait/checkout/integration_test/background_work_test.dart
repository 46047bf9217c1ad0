import 'dart:async';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:saltmarsh/background/tasks.dart';
import 'package:workmanager/workmanager.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Background work', () {
    setUpAll(() => Workmanager().initialize(callbackDispatcher, isInDebugMode: false));

    test('registers the periodic refresh task', () async {
      // Hourly garden sync: a BGAppRefreshTask on iOS since the #295 change.
      final uniqueName = 'com.saltmarsh.app.refresh';



      await Workmanager().registerPeriodicTask(uniqueName, 'gardenSync', frequency: const Duration(hours: 1));
    });

    test('processing task runs within two minutes', () async {
      final ran = Completer<void>();
      TaskProbe.onRun = (name) { if (name == 'photoCleanup') ran.complete(); };
      await Workmanager().registerProcessingTask(
        'com.saltmarsh.app.photo-cleanup', 'photoCleanup',
        initialDelay: const Duration(seconds: 5), constraints: Constraints(networkType: NetworkType.not_required),
      );
      print('[Saltmarsh] processing task submitted; waiting up to 120s for callbackDispatcher');
      // earliestBeginDate is 5 s out, so iOS should have started it well within two minutes.


      await ran.future.timeout(const Duration(minutes: 2), onTimeout: () => throw TimeoutException('photo-cleanup did not run'));
    });
  });
}
