import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:saltmarsh/sync/tide_sync_scheduler.dart';
import 'package:workmanager/workmanager.dart';

void main() {
  TestWidgetsFlutterBinding.ensureInitialized();

  group('TideSyncScheduler', () {
    final calls = <MethodCall>[];

    setUp(() {
      calls.clear();
      // No OS involved: the workmanager method channel is answered by the test.
      TestDefaultBinaryMessengerBinding.instance.defaultBinaryMessenger.setMockMethodCallHandler(
        const MethodChannel('be.tramckrijte.workmanager/foreground_channel_work_manager'),
        (call) async {
          calls.add(call);
          return true;
        },
      );
    });

    test('uses the refresh identifier permitted on iOS', () async {
      await TideSyncScheduler(Workmanager()).schedule();
      expect(calls.single.arguments['uniqueName'], 'app.saltmarsh.tides.refresh');
    });

    test('replaces an existing registration', () async {
      await TideSyncScheduler(Workmanager()).schedule();
      expect(calls.single.arguments['existingWorkPolicy'], 'replace');
    });

    test('registers the tide sync every 15 minutes', () async {
      await TideSyncScheduler(Workmanager()).schedule();
      final seconds = calls.single.arguments['frequency'] as int;
      expect(seconds, 900, reason: 'frequency sent to the workmanager channel');
    });
  });
}
