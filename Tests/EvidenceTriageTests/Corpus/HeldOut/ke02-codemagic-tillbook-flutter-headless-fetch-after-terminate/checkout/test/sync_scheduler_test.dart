import 'package:flutter_test/flutter_test.dart';
import 'package:tillbook/sync/receipt_queue.dart';
import 'package:tillbook/sync/sync_scheduler.dart';

import 'fakes/fake_background_fetch.dart';
import 'fakes/slow_uploader.dart';

void main() {
  group('SyncScheduler', () {
    test('uploads the whole queue on a fetch event', () async {
      final fetch = FakeBackgroundFetch();
      final queue = ReceiptQueue.of(['r1', 'r2']);
      final s = SyncScheduler(queue, SlowUploader(perReceipt: Duration.zero), fetch: fetch);
      await fetch.fire(s.onFetch);
      expect(queue.length, 0);
      expect(fetch.finished, ['fake-fetch-1']);
    });

    test('retries a timed-out sync on the next fetch event', () async {
      final fetch = FakeBackgroundFetch();
      final queue = ReceiptQueue.of(['r1', 'r2', 'r3']);
      final s = SyncScheduler(queue, SlowUploader(perReceipt: const Duration(seconds: 5)), fetch: fetch);
      // FakeBackgroundFetch fires the timeout callback before the first upload completes.
      await fetch.fireAndTimeOut(s.onFetch, s.onTimeout, after: const Duration(seconds: 1));
      expect(queue.length, 3, reason: 'receipts not uploaded must stay queued for the next event');
    });
  });
}
