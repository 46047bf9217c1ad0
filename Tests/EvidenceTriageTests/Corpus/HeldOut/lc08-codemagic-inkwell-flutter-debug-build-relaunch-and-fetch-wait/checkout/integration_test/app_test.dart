import 'dart:async';

import 'package:background_fetch/background_fetch.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:inkwell/reading_queue.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('background fetch', () {
    testWidgets('configure reports available', (tester) async {
      final status = await BackgroundFetch.configure(
          BackgroundFetchConfig(minimumFetchInterval: 15), (id) => BackgroundFetch.finish(id));
      expect(status, BackgroundFetch.STATUS_AVAILABLE);
    });

    testWidgets('fetch event arrives within 20 minutes', (tester) async {
      final fired = Completer<String>();
      await BackgroundFetch.configure(BackgroundFetchConfig(minimumFetchInterval: 15), (taskId) {
        if (!fired.isCompleted) fired.complete(taskId);
        BackgroundFetch.finish(taskId);
      });
      // Leave the app in the background and wait for iOS to deliver the periodic fetch.
      await tester.binding.handleAppLifecycleStateChanged(AppLifecycleState.paused);
      final taskId = await fired.future.timeout(const Duration(minutes: 20));
      expect(taskId, 'com.transistorsoft.fetch');
    }, timeout: const Timeout(Duration(minutes: 21)));
  });

  group('reading queue', () {
    testWidgets('keeps feed order', (tester) async {
      final q = ReadingQueue()..addAll(const [Article('a1', 'Tides'), Article('a2', 'Kelp')]);
      expect(q.items.map((a) => a.id), ['a1', 'a2']);
    });

    testWidgets('dedupes by article id', (tester) async {
      final q = ReadingQueue()
        ..addAll(const [Article('a1', 'Tides')])
        ..addAll(const [Article('a1', 'Tides (updated)')]);
      expect(q.items.length, 1);
    });
  });
}
