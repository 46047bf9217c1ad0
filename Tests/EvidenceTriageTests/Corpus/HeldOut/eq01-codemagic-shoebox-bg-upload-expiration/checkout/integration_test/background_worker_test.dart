import 'dart:async';
import 'dart:io';

import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:shoebox/main.dart' as app;
import 'package:shoebox/platform/background_worker.dart';
import 'package:shoebox/platform/background_worker_api.g.dart';

const _debug = MethodChannel('app.shoebox/debug');

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('background worker on iOS', () {
    late StreamSubscription<TaskCompletion> sub;
    late Completer<TaskCompletion> completion;

    setUp(() async {
      completion = Completer();
      sub = BackgroundWorkerEvents.completions.listen(completion.complete);
    });

    tearDown(() => sub.cancel());

    testWidgets('uploads queued assets when the processing task runs', (tester) async {
      await app.main(testMode: true);
      await tester.pumpAndSettle();
      await _debug.invokeMethod('seedBackupQueue', {'count': 3});

      await _debug.invokeMethod('debugRunWithFakeTask', {
        'identifier': 'app.shoebox.backup.processing',
        'testId': 'background worker on iOS/uploads queued assets when the processing task runs',
      });

      final result = await completion.future.timeout(const Duration(seconds: 30));
      expect(result.success, isTrue);
    }, skip: !Platform.isIOS);

    testWidgets('reports completion within 2 s after expiration', (tester) async {
      await app.main(testMode: true);
      await tester.pumpAndSettle();
      await _debug.invokeMethod('seedBackupQueue', {'count': 250, 'slowExport': true});

      await _debug.invokeMethod('debugRunWithFakeTask', {
        'identifier': 'app.shoebox.backup.processing',
        'testId': 'background worker on iOS/reports completion within 2 s after expiration',
      });
      await Future<void>.delayed(const Duration(seconds: 3));
      await _debug.invokeMethod('debugExpireFakeTask', {'identifier': 'app.shoebox.backup.processing'});

      // iOS gives an expired task only a few seconds; the adapter promises
      // setTaskCompleted within 2 s. Allow 10 s of slack on the Simulator.
      final result = await completion.future.timeout(const Duration(seconds: 10));
      expect(result.success, isFalse);
    }, skip: !Platform.isIOS);

    testWidgets('runs the refresh task within 5 minutes of scheduling', (tester) async {
      await app.main(testMode: true);
      await tester.pumpAndSettle();
      await _debug.invokeMethod('setEvidenceTestId', {
        'testId': 'background worker on iOS/runs the refresh task within 5 minutes of scheduling',
      });
      await _debug.invokeMethod('seedBackupQueue', {'count': 2});

      // earliestBeginDate = now + 60 s; iOS should pick it up well within 5 minutes.
      await BackgroundWorker.scheduleRefresh(earliestBegin: const Duration(seconds: 60));

      final result = await completion.future.timeout(const Duration(minutes: 5));
      expect(result.identifier, 'app.shoebox.backup.refresh');
      expect(result.success, isTrue);
    }, skip: !Platform.isIOS, timeout: const Timeout(Duration(minutes: 6)));
  });
}
