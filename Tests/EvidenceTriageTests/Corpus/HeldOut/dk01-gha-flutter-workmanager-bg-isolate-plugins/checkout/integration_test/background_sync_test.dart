import 'dart:io';

import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:path_provider/path_provider.dart';
import 'package:tides/background/callback_dispatcher.dart';
import 'package:tides/main.dart' as app;
import 'package:workmanager/workmanager.dart';

import 'support/poll.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('BackgroundSync', () {
    setUpAll(() async {
      app.main();
    });

    testWidgets('foreground refresh stores snapshot', (tester) async {
      await tester.pumpAndSettle();
      final file = await app.refreshNow();
      expect(file.existsSync(), isTrue);
    });

    testWidgets('one-off task writes tide snapshot to temp dir', (tester) async {
      final tmp = await getTemporaryDirectory();
      final target = File('${tmp.path}/tides_snapshot_bg.json');
      if (target.existsSync()) target.deleteSync();

      // workmanager runs iOS one-off tasks right away in a background
      // isolate (no BGTaskScheduler involved), so this is deterministic.
      await Workmanager().registerOneOffTask(oneOffSnapshotTask, oneOffSnapshotTask);

      final written = await pollFor(() => target.existsSync(),
          timeout: const Duration(seconds: 30));
      expect(written, isTrue,
          reason: 'snapshot tides_snapshot_bg.json not written within 30s (bg status: ${app.lastBgStatus()})');
    });

    testWidgets('refresh identifier is registered at launch', (tester) async {
      expect(await app.registrationRecord(refreshTask), 'succeeded');
    });
  });
}
