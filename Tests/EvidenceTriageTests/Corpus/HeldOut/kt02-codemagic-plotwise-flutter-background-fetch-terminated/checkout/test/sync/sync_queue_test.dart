import 'package:flutter_test/flutter_test.dart';
import 'package:plotwise/sync/sync_queue.dart';

import '../fakes.dart';

void main() {
  group('SyncQueue', () {
    test('uploads each pending photo once', () async {
      final store = FakePendingStore(['bed-3.jpg', 'bed-4.jpg', 'compost.jpg']);
      final uploader = FakeUploader(latency: const Duration(milliseconds: 20));
      final queue = SyncQueue(store, uploader);
      // fetch event and pull-to-refresh overlap
      await Future.wait([queue.drain(), queue.drain()]);
      expect(uploader.uploaded.length, 3);
    });
  });
}
