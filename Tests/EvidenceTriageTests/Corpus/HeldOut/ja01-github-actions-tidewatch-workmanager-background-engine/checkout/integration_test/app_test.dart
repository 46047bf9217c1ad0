import 'dart:isolate';

import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:shared_preferences/shared_preferences.dart';
import 'package:tidewatch/main.dart' as app;
import 'package:tidewatch/station/station_session.dart';
import 'package:tidewatch/sync/reading_queue.dart';
import 'package:tidewatch/sync/upload_job.dart';
import 'package:tidewatch/ui/relative_time.dart';

const _hooks = MethodChannel('tidewatch/test_hooks');

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('BackgroundSync', () {
    testWidgets('uploads queued readings when the task launches', (tester) async {
      await app.main();
      await tester.pumpAndSettle();
      await ReadingQueue.seedForTest(count: 3);

      // Ask BGTaskScheduler (debug hook in AppDelegate) to launch the refresh task now.
      await _hooks.invokeMethod('simulateLaunch', 'org.tidewatch.station.sync');

      final prefs = await SharedPreferences.getInstance();
      String? lastUpload;
      for (var i = 0; i < 20 && lastUpload == null; i++) {
        await Future<void>.delayed(const Duration(seconds: 1));
        await prefs.reload();
        lastUpload = prefs.getString('last_upload_at');
      }
      expect(lastUpload, isNotNull,
          reason: 'no upload recorded 20 s after the simulated launch');
    });

    testWidgets('tags uploads with the signed-in station', (tester) async {
      await app.main();
      await tester.pumpAndSettle();
      StationSession.signIn(const Station(id: 'st-0042', displayName: 'Wexford Quay'));

      // Run the job's tagging the way workmanager runs it: in a fresh isolate.
      final tagged = await Isolate.run(() {
        final job = UploadJob.forIsolateTest();
        return job.tagged(Reading.sample(id: 'r-1', metres: 2.41));
      });
      expect(tagged['stationId'], 'st-0042');
    });
  });

  group('ReadingsList', () {
    test('shows relative timestamps', () {
      final now = DateTime.utc(2026, 11, 30, 14, 0);
      expect(relativeTimestamp(now.subtract(const Duration(minutes: 1)), now), '1 min ago');
      expect(relativeTimestamp(now.subtract(const Duration(minutes: 5)), now), '5 mins ago');
    });
  });
}
