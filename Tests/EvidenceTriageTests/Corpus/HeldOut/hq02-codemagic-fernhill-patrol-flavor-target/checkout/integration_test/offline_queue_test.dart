import 'package:fernhill/main_dev.dart' as app;
import 'package:fernhill/sync/upload_queue.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:patrol/patrol.dart';

void main() {
  group('offline queue', () {
    patrolTest('shows queued uploads while offline', ($) async {
      app.main();
      await $.pumpAndSettle();
      await $.native.enableAirplaneMode();
      await $(#addExpense).tap();
      await $(#amountField).enterText('12.40');
      await $(#saveExpense).tap();
      await $('1 pending').waitUntilVisible();
      await $.native.disableAirplaneMode();
    });

    patrolTest('flushes queued uploads when back online', ($) async {
      app.main();
      await $.pumpAndSettle();
      final queue = UploadQueue.instance;
      await queue.enqueue(PendingUpload.expense(id: 'e-101', cents: 1240));
      await queue.enqueue(PendingUpload.expense(id: 'e-102', cents: 560));
      await queue.enqueue(PendingUpload.expense(id: 'e-103', cents: 9900));

      await queue.flush();
      await $.pumpAndSettle();

      expect(queue.pendingCount, 0);
    });
  });
}
