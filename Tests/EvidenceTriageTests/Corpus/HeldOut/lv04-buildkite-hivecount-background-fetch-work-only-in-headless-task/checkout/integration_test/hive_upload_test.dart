import 'package:background_fetch/background_fetch.dart';
import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:hivecount/background/fetch.dart';
import 'package:hivecount/data/reading_queue.dart';
import 'package:hivecount/main.dart' as app;
import 'package:integration_test/integration_test.dart';

const _debug = MethodChannel('hivecount/bgdebug');

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('hive upload (ios)', () {
    testWidgets('apiary list shows live readings', (tester) async {
      await app.main();
      await tester.pumpAndSettle();
      expect(find.textContaining('Hive 1'), findsOneWidget);
    });

    testWidgets('uploads queued readings when a background fetch fires',
        (tester) async {
      await app.main();
      await tester.pumpAndSettle();
      final queue = await ReadingQueue.open();
      await queue.addSample(hive: 'hive-2', count: 4);
      expect(await queue.length(), 4);

      await _debug.invokeMethod('simulateLaunch', 'com.transistorsoft.fetch');

      final deadline = DateTime.now().add(const Duration(seconds: 30));
      while (DateTime.now().isBefore(deadline) && await queue.length() > 0) {
        await tester.pump(const Duration(seconds: 1));
      }
      expect(await queue.length(), 0,
          reason: 'queued readings should be uploaded by the fetch event');
    });

    testWidgets('custom upload task is accepted by the scheduler',
        (tester) async {
      await app.main();
      await tester.pumpAndSettle();
      final scheduled = await scheduleUploadTask();
      expect(scheduled, isTrue);
    });
  });
}
