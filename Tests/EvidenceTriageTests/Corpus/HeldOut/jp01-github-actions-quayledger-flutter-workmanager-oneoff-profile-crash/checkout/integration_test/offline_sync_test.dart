import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:quayledger/main.dart' as app;
import 'package:quayledger/src/store/receipt_store.dart';
import 'package:quayledger/src/sync/sync_policy.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('offline receipts', () {
    testWidgets('queue persists receipts captured offline', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      final store = await ReceiptStore.open();
      await store.seedOffline(count: 3);
      expect((await store.pending()).length, 3);
    });

    testWidgets('registerOneOffTask uploads queued receipts', (tester) async {
      final store = await ReceiptStore.open();
      // Runs the upload through workmanager's one-off path, the same call the
      // "Upload now" button makes while the app is in the foreground.
      await SyncPolicy(WorkmanagerGateway.live()).uploadNow('7f3a');
      final deadline = DateTime.now().add(const Duration(seconds: 30));
      while ((await store.pending()).isNotEmpty &&
          DateTime.now().isBefore(deadline)) {
        await tester.pump(const Duration(milliseconds: 500));
      }
      expect(await store.pending(), isEmpty);
      expect(await store.uploadedCount(), 3);
    });

    testWidgets('synced badge appears after upload', (tester) async {
      await tester.pumpAndSettle();
      expect(find.byKey(const ValueKey('synced-badge')), findsOneWidget);
    });
  });
}
