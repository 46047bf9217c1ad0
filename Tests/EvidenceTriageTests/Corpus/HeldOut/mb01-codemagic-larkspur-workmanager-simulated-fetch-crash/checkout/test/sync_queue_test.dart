import 'package:flutter_test/flutter_test.dart';
import 'package:larkspur/sync/sync_queue.dart';

void main() {
  group('SyncQueue', () {
    late SyncQueue queue;

    setUp(() => queue = SyncQueue.inMemory());

    test('enqueues a new draft upload', () async {
      await queue.enqueue(const DraftUpload(draftId: 'photo-12', bytes: 1024));
      expect(queue.pending.length, 1);
    });

    test('dedupes pending uploads by draft id', () async {
      await queue.enqueue(const DraftUpload(draftId: 'photo-12', bytes: 1024));
      await queue.enqueue(const DraftUpload(draftId: 'photo-17', bytes: 2048));
      // The user edits photo-17 again before the background upload ran:
      // the queue must replace the pending entry, not add a second one.
      await queue.enqueue(const DraftUpload(draftId: 'photo-17', bytes: 2300));

      expect(queue.pending.length, 2);
      expect(queue.pending.last.bytes, 2300);
    });

    test('keeps order after restore', () async {
      await queue.enqueue(const DraftUpload(draftId: 'a', bytes: 1));
      await queue.enqueue(const DraftUpload(draftId: 'b', bytes: 1));
      final restored = SyncQueue.fromJson(queue.toJson());
      expect(restored.pending.map((u) => u.draftId), ['a', 'b']);
    });
  });
}
