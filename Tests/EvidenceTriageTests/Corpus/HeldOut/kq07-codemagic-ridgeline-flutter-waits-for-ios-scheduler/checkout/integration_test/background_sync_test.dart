import 'package:background_fetch/background_fetch.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:ridgeline/main.dart' as app;
import 'package:ridgeline/sync/sync_queue.dart';
import 'package:ridgeline/testing/wait_for.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('background sync', () {
    late List<String> events;

    setUp(() async {
      events = <String>[];
      await BackgroundFetch.configure(
        BackgroundFetchConfig(minimumFetchInterval: 15, requiredNetworkType: NetworkType.ANY),
        (taskId) { events.add(taskId); BackgroundFetch.finish(taskId); },
        (taskId) => BackgroundFetch.finish(taskId),
      );
    });

    testWidgets('scheduleTask delivers the sync event within 30 s', (tester) async {
      await BackgroundFetch.scheduleTask(TaskConfig(taskId: 'com.transistorsoft.ridgeline.sync', delay: 5000));
      await waitFor(() => events.contains('com.transistorsoft.ridgeline.sync'),
          timeout: const Duration(seconds: 30), reason: 'sync event never arrived');
    });

    testWidgets('fetch event arrives within two minutes of backgrounding', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await tester.binding.handleAppLifecycleStateChanged(AppLifecycleState.paused);
      await waitFor(() => events.contains('flutter_background_fetch'),
          timeout: const Duration(minutes: 2), reason: 'no background fetch event');
    });
  });

  group('sync queue', () {
    testWidgets('drains each queued run once per event', (tester) async {
      final queue = SyncQueue.inMemory()..enqueueAll(['run-1', 'run-2', 'run-3']);
      await queue.drain(reason: 'com.transistorsoft.ridgeline.sync');
      expect(queue.uploaded.length, 3);
    });
  });

  group('settings screen', () {
    testWidgets('shows last sync time in 24-hour format', (tester) async {
      app.main(lastSync: DateTime(2026, 4, 9, 14, 5));
      await tester.pumpAndSettle();
      await tester.tap(find.byIcon(Icons.settings));
      await tester.pumpAndSettle();
      expect(find.text('Last sync 14:05'), findsOneWidget);
    });
  });
}
