import 'dart:async';

import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:lumen_backup/backup/backup_api.dart';
import 'package:lumen_backup/backup/fetch_handlers.dart';
import 'package:lumen_backup/backup/photo_queue.dart';
import 'package:lumen_backup/backup/queue_store.dart';
import 'package:lumen_backup/main.dart' as app;
import 'package:lumen_backup/ui/backup_size_label.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('fetch event with empty queue completes', (tester) async {
    final queue = PhotoQueue(await QueueStore.open(reset: true), RecordingBackupApi());
    await expectLater(onBackgroundFetch('com.transistorsoft.fetch', queue), completes);
  });

  testWidgets('photo queue uploads each photo once', (tester) async {
    final store = await QueueStore.open(reset: true);
    await store.enqueueAll(['IMG_0412', 'IMG_0413', 'IMG_0414']);
    final api = RecordingBackupApi();
    final queue = PhotoQueue(store, api);

    // Two fetch events before the app comes back to the foreground.
    await onBackgroundFetch('com.transistorsoft.fetch', queue);
    await onBackgroundFetch('com.transistorsoft.fetch', queue);

    expect(api.uploadedIds, ['IMG_0412', 'IMG_0413', 'IMG_0414']);
  });

  testWidgets('custom task runs within five minutes of scheduling', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    final ran = Completer<String>();
    app.onCustomTaskForTest = ran.complete;

    await schedulePhotoSweep(delayMs: 60000);
    final taskId = await ran.future.timeout(const Duration(minutes: 4));
    expect(taskId, photoSweepTaskId);
  });

  test('backup size label uses binary units', () {
    expect(backupSizeLabel(1536 * 1024 * 1024), '1.5 GB');
  });
}
