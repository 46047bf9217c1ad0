import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:larkspur/background/background_sync.dart';
import 'package:larkspur/background/upload_queue.dart';
import 'package:larkspur/main.dart' as app;
import 'package:larkspur/ui/sync_status.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('background sync', () {
    testWidgets('registers the periodic refresh', (tester) async {
      app.main();
      await tester.pumpAndSettle();

      // Submits io.larkspur.fieldnotes.refresh through workmanager.
      await BackgroundSync.instance.schedule();

      expect(BackgroundSync.instance.isScheduled, isTrue);
    });
  });

  group('upload queue', () {
    testWidgets('schedules the one-off upload', (tester) async {
      app.main();
      await tester.pumpAndSettle();

      final queued = await UploadQueue.instance.enqueuePendingNotes();

      expect(queued, isTrue);
      expect(UploadQueue.instance.lastError, isNull);
    });
  });

  group('sync status', () {
    testWidgets('shows last sync in device locale', (tester) async {
      await tester.pumpWidget(const SyncStatusHarness(
        locale: Locale('de', 'DE'),
        lastSync: '2026-11-28T07:45:00Z',
      ));
      await tester.pumpAndSettle();

      expect(find.text('Zuletzt synchronisiert: 28. Nov. 2026'), findsOneWidget);
    });
  });
}
