import 'package:flutter_test/flutter_test.dart';
import 'package:tidewell/sync/sync_queue.dart';
import 'package:tidewell/sync/fake_upload_api.dart';
import 'package:tidewell/storage/memory_store.dart';

void main() {
  late MemoryStore store;
  late FakeUploadApi api;
  late SyncQueue queue;

  setUp(() {
    store = MemoryStore();
    api = FakeUploadApi();
    queue = SyncQueue(store: store, api: api);
  });

  //
  //
  //
  //
  //
  //
  //
  //
  //
  //
  //
  //
  //
  group('SyncQueue', () {
    test('keeps items queued while offline', () async {
      api.offline = true;
      await queue.enqueue(const Reading(id: 'r1', litres: 0.25));
      await queue.drain();
      expect(await queue.pending(), hasLength(1));
    });

    test('drains pending uploads exactly once', () async {
      await queue.enqueue(const Reading(id: 'r1', litres: 0.25));
      await queue.enqueue(const Reading(id: 'r2', litres: 0.30));
      await queue.enqueue(const Reading(id: 'r3', litres: 0.20));

      // Two background runs in a row (iOS may launch the callback again
      // before the app is opened): the second must find nothing to send.
      await queue.drain();
      await queue.drain();

      expect(
        api.uploaded.length,
        3,
        reason:
            'uploads after two drain() calls (a second background run must not re-send)',
      );
      expect(await queue.pending(), isEmpty);
    });

    test('retries a failed upload on the next run', () async {
      await queue.enqueue(const Reading(id: 'r1', litres: 0.25));
      api.failNext = true;
      await queue.drain();
      await queue.drain();
      expect(api.uploaded.map((r) => r.id), ['r1']);
    });
  });
}
