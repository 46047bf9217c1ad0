import 'dart:async';

import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:shared_preferences/shared_preferences.dart';
import 'package:flutter/widgets.dart';
import 'package:workmanager/workmanager.dart';

import 'package:tidepoint/app.dart';
import 'package:tidepoint/background/callback_dispatcher.dart';
import 'package:tidepoint/background/upload_scheduler.dart';
import 'package:tidepoint/tides/tide_formatter.dart';
import 'package:tidepoint/tides/station_merge.dart';

void main() {
  final binding = IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  setUpAll(() async {
    await Workmanager().initialize(callbackDispatcher);
  });

  testWidgets('app launches to today tide chart', (tester) async {
    await tester.pumpWidget(const TidepointApp());
    await tester.pumpAndSettle();
    expect(find.byKey(const Key('today-tide-chart')), findsOneWidget);
  });

  testWidgets('widget shows next high tide', (tester) async {
    await tester.pumpWidget(const TidepointApp());
    await tester.pumpAndSettle();
    expect(find.textContaining('Next high'), findsOneWidget);
  });

  test('tide height shows metres for british english', () {
    final formatter = TideFormatter(localeName: 'en_GB');
    expect(formatter.height(1.83), '1.8 m');
  });

  test('tide sync merges overlapping station readings', () {
    final merged = mergeStationReadings(sampleReadingsA, sampleReadingsB);
    expect(merged.length, 48);
  });

  test('upload worker retries after a dropped connection', () async {
    final outcome = await runUploadWorkerWithFlakyTransport(failuresBeforeSuccess: 2);
    expect(outcome.attempts, 3);
  });

  test('deferred photo upload honours initial delay', () async {
    final prefs = await SharedPreferences.getInstance();
    await prefs.setInt(kUploadsPerformedKey, 0);

    await UploadScheduler().scheduleDeferredPhotoUpload(
      initialDelay: const Duration(minutes: 10),
    );
    // The upload must not start before the delay the user chose ("upload later on Wi-Fi").
    await Future<void>.delayed(const Duration(seconds: 5));
    await prefs.reload();
    expect(prefs.getInt(kUploadsPerformedKey), 0,
        reason: 'photo-upload ran before its 10 minute initialDelay');
  });

  test('periodic tide sync runs after backgrounding', () async {
    final prefs = await SharedPreferences.getInstance();
    await prefs.remove(kTideSyncLastRunKey);

    await Workmanager().registerPeriodicTask(
      kTideSyncTaskId,
      kTideSyncTaskId,
      frequency: const Duration(minutes: 15),
    );
    binding.handleAppLifecycleStateChanged(AppLifecycleState.paused);

    // Give iOS a full refresh interval to launch the task.
    String? lastRun;
    final deadline = DateTime.now().add(const Duration(minutes: 15));
    while (DateTime.now().isBefore(deadline)) {
      await Future<void>.delayed(const Duration(seconds: 30));
      await prefs.reload();
      lastRun = prefs.getString(kTideSyncLastRunKey);
      if (lastRun != null) break;
    }
    expect(lastRun, isNotNull,
        reason: 'tide-sync should have run within 15 minutes of backgrounding');
  }, timeout: const Timeout(Duration(minutes: 17)));
}
