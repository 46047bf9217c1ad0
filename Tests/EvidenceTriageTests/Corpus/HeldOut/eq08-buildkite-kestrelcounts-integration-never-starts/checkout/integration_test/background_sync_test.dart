import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:kestrel_counts/main.dart' as app;
import 'package:kestrel_counts/sync/count_sync_task.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('count sync', () {
    testWidgets('uploads tallies queued while offline when the sync task runs', (tester) async {
      await app.main(flavorOverride: 'staging');
      await tester.pumpAndSettle();

      final queued = await CountSyncTask.debugQueueOfflineTallies(5);
      final result = await CountSyncTask.runOnce(reason: SyncReason.test);

      expect(result.uploaded, queued);
    });

    testWidgets('keeps tallies queued when the server rejects the batch', (tester) async {
      await app.main(flavorOverride: 'staging');
      await tester.pumpAndSettle();

      await CountSyncTask.debugQueueOfflineTallies(3);
      final result = await CountSyncTask.runOnce(reason: SyncReason.test, forceServerError: 503);

      expect(result.uploaded, 0);
      expect(await CountSyncTask.queuedCount(), 3);
    });
  });
}
