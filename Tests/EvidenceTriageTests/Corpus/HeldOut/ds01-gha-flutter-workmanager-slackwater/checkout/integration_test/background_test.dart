import 'dart:io';

import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:shared_preferences/shared_preferences.dart';
import 'package:slackwater/background/callback_dispatcher.dart';
import 'package:slackwater/main.dart' as app;
import 'package:workmanager/workmanager.dart';

/// Polls [file] until it exists or [limit] passes. Returns its contents or null.
Future<String?> readStatus(File file, Duration limit) async {
  final deadline = DateTime.now().add(limit);
  while (DateTime.now().isBefore(deadline)) {
    if (await file.exists()) return file.readAsString();
    await Future<void>.delayed(const Duration(seconds: 2));
  }
  return null;
}

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Background sync', () {
    late Directory tmp;

    setUpAll(() async {
      await Workmanager().initialize(callbackDispatcher, isInDebugMode: false);
    });

    setUp(() async {
      tmp = await Directory.systemTemp.createTemp('bg');
      final prefs = await SharedPreferences.getInstance();
      await prefs.setStringList('saved_stations', ['SLK-04', 'SLK-11']);
    });

    testWidgets('home screen lists saved stations', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      expect(find.text('Inner Harbour'), findsOneWidget);
    });

    testWidgets('sync task reads saved stations in the background engine', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      final status = File('${tmp.path}/sync.status');

      // On iOS a one-off task runs right away in workmanager's own background
      // FlutterEngine (UIApplication.beginBackgroundTask), no BGTaskScheduler involved.
      await Workmanager().registerOneOffTask(
        'sync-once-${DateTime.now().millisecondsSinceEpoch}',
        kSyncTask,
        inputData: {'statusPath': status.path},
      );

      final result = await readStatus(status, const Duration(seconds: 30));
      expect(result, 'ok');
    });

    testWidgets('periodic refresh runs within 3 minutes of scheduling', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      final status = File('${tmp.path}/refresh.status');

      await Workmanager().registerPeriodicTask(
        kRefreshTask,
        kRefreshTask,
        frequency: const Duration(minutes: 20),
        initialDelay: Duration.zero,
        inputData: {'statusPath': status.path},
      );
      // Debug-only channel: records the pending BGTaskScheduler requests
      // (registration.jsonl) so CI can see what was actually submitted.
      await const MethodChannel('slackwater/evidence').invokeMethod('recordPending');

      final result = await readStatus(status, const Duration(minutes: 3));
      expect(result != null, isTrue,
          reason: 'periodic refresh did not run within 3 minutes of scheduling');
    }, timeout: const Timeout(Duration(minutes: 5)));
  });
}
