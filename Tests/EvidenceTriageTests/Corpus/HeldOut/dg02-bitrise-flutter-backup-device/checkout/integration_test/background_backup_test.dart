import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:shoebox/backup/background_backup_service.dart';
import 'package:shoebox/backup/backup_status_store.dart';
import 'package:shoebox/main.dart' as app;

import 'helpers/fixtures.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('BackgroundBackup', () {
    late FakeShoeboxServer server;

    setUp(() async {
      server = await FakeShoeboxServer.start();
      await seedCameraRoll(count: 3); // three fresh JPEGs via PHPhotoLibrary
    });

    tearDown(() async {
      await server.stop();
      await clearCameraRoll();
    });

    testWidgets('shows the backup settings tile', (tester) async {
      app.main(serverUrl: server.url);
      await tester.pumpAndSettle();
      await tester.tap(find.byKey(const Key('settingsTab')));
      await tester.pumpAndSettle();
      expect(find.text('Background backup'), findsOneWidget);
    });

    testWidgets('uploads new assets when the backup handler runs', (tester) async {
      app.main(serverUrl: server.url);
      await tester.pumpAndSettle();
      await enableBackgroundBackup(tester);

      // Runs the exact code path the BGProcessingTask launch handler runs:
      // a headless FlutterEngine executing backgroundBackupEntryPoint().
      final result = await BackgroundBackupService.debugRunHandler(
        reason: 'integration_test',
      );

      expect(result.completed, isTrue, reason: 'handler reported completion');
      expect(
        server.uploadedAssetCount,
        3,
        reason: 'uploaded asset count after handler run',
      );
    });

    testWidgets(
      'backup task runs within 15 minutes after it is scheduled',
      (tester) async {
        app.main(serverUrl: server.url);
        await tester.pumpAndSettle();
        await enableBackgroundBackup(tester); // submits BGProcessingTaskRequest

        final deadline = DateTime.now().add(const Duration(minutes: 15));
        while (DateTime.now().isBefore(deadline)) {
          if (await BackupStatusStore.instance.lastBackgroundRun() != null) {
            return;
          }
          await tester.runAsync(() => Future.delayed(const Duration(seconds: 30)));
        }
        fail('Background backup did not run within 0:15:00.000000 '
            '(last run: ${await BackupStatusStore.instance.lastBackgroundRun() ?? 'never'})');
      },
      timeout: const Timeout(Duration(minutes: 20)),
    );
  });
}
