import 'dart:async';

import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:shared_preferences/shared_preferences.dart';
import 'package:workmanager/workmanager.dart';

import 'package:tidewatch/background/callback_dispatcher.dart';
import 'package:tidewatch/background/refresh_probe.dart';
import 'package:tidewatch/bootstrap/crash_reporting.dart';
import 'package:tidewatch/data/readings_repository.dart';

import 'fakes/fake_uploader.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  setUp(() async {
    SharedPreferences.setMockInitialValues(<String, Object>{});
    FakeUploader.install();
  });

  testWidgets('sync job uploads pending readings', (tester) async {
    final prefs = await SharedPreferences.getInstance();
    await ReadingsRepository(prefs).queue(FakeUploader.sampleReadings(3));

    final ok = await backgroundMain(mooringSyncTask, {'scope': 'all'});

    expect(ok, isTrue);
    expect(FakeUploader.uploaded, hasLength(3));
  });

  testWidgets('readings cache survives restart', (tester) async {
    final prefs = await SharedPreferences.getInstance();
    await ReadingsRepository(prefs).queue(FakeUploader.sampleReadings(2));
    final reopened = ReadingsRepository(await SharedPreferences.getInstance());
    expect(await reopened.pendingCount(), 2);
  });

  testWidgets('background fetch reads stored sync scope', (tester) async {
    final prefs = await SharedPreferences.getInstance();
    await prefs.setString('sync.scope', 'moorings');
    await ReadingsRepository(prefs).queue(FakeUploader.sampleReadings(4));

    // iOS delivers a background fetch as Workmanager.iOSBackgroundTask with no
    // inputData; the job must fall back to the scope stored in preferences.
    final ok = await backgroundMain(Workmanager.iOSBackgroundTask, null);

    expect(ok, isTrue);
    expect(FakeUploader.uploadedScopes, ['moorings']);
  });

  testWidgets('crash reporting starts in background isolate', (tester) async {
    await CrashReporting.ensureStarted();
    expect(Firebase.apps, isNotEmpty);
  });

  testWidgets('periodic refresh runs within two minutes', (tester) async {
    await Workmanager().initialize(callbackDispatcher);
    await Workmanager().registerPeriodicTask(
      'app.tidewatch.mobile.refresh',
      tideRefreshTask,
      frequency: const Duration(minutes: 15),
      initialDelay: const Duration(seconds: 30),
    );

    // Wait for iOS to launch the refresh task.
    await RefreshProbe.waitForRun(timeout: const Duration(minutes: 2));
    expect(RefreshProbe.runs, greaterThanOrEqualTo(1));
  });

  testWidgets('mooring alert threshold uses metres', (tester) async {
    expect(MooringAlert.thresholdFor(unit: LengthUnit.feet, value: 6.5).metres,
        closeTo(1.98, 0.01));
  });

  testWidgets('tide chart renders 48 hour window', (tester) async {
    await tester.pumpWidget(TideChartHarness.fortyEightHours());
    expect(find.byKey(const ValueKey('tide-chart-window')), findsOneWidget);
  });
}
