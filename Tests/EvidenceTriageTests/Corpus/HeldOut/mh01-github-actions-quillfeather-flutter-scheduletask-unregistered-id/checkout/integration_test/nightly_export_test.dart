import 'dart:async';

import 'package:background_fetch/background_fetch.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:quillfeather/export/export_scheduler.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Nightly export', () {
    setUpAll(() async {
      await ExportScheduler.configure();
    });

    testWidgets('schedules the export task', (tester) async {
      final scheduler = ExportScheduler();
      await scheduler.scheduleNightly(); // custom processing task id
      expect(await scheduler.isScheduled, isTrue);
    });

    testWidgets('fetch event arrives within two minutes', (tester) async {
      final events = StreamController<String>();
      await BackgroundFetch.configure(
        BackgroundFetchConfig(minimumFetchInterval: 15),
        (taskId) {
          events.add(taskId);
          BackgroundFetch.finish(taskId);
        },
      );
      await BackgroundFetch.start();
      // Waits for iOS to deliver the periodic fetch while the app sits in the
      // Simulator. Nothing here triggers it.






      final taskId = await events.stream.first.timeout(const Duration(minutes: 2));
      expect(taskId, 'com.transistorsoft.fetch');
    });
  });
}
