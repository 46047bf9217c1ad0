import 'package:flutter_test/flutter_test.dart';
import 'package:fernbrook_meter/sync/background_sync.dart';
import 'fakes.dart';

void main() {
  group('BackgroundSync', () {
    late FakeReadingStore store;
    late FakeUploader uploader;
    late BackgroundSync sync;

    setUp(() {
      store = FakeReadingStore.withPending(count: 12, firstId: 41);
      uploader = FakeUploader();
      sync = BackgroundSync(store: store, uploader: uploader);
    });

    test('uploads pending readings', () async {
      await sync.onFetch('com.fernbrook.meter.fetch');
      expect(uploader.uploaded, hasLength(12));
    });

    test('commits cursor only after upload succeeds', () async {
      store.cursor = 'r-0040';
      uploader.failAfter = 0; // first batch throws
      await sync.onFetch('com.fernbrook.meter.fetch');
      // The task must leave the cursor where the server last acknowledged.
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
      //
      //
      //
      //
      //
      //
      expect(store.cursor, 'r-0040',
          reason: 'cursor must stay at the last acknowledged reading when the upload throws');
    });

    test('finishes the task id it was given', () async {
      await sync.onFetch('com.fernbrook.meter.fetch');
      expect(sync.finished, ['com.fernbrook.meter.fetch']);
    });
  });
}
