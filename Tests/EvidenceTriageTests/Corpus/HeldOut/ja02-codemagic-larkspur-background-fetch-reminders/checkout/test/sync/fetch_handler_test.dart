import 'package:fake_async/fake_async.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:larkspur/sync/fetch_handler.dart';

import '../fakes/fake_refill_sync.dart';
import '../fakes/recording_fetch.dart';

void main() {
  group('FetchHandler', () {
    test('finishes the task inside the iOS 30 second window', () {
      fakeAsync((clock) {
        // Pharmacy API answers in 20 s, price list in 25 s (slow network profile).
        final sync = FakeRefillSync(statusLatency: const Duration(seconds: 20),
            priceListLatency: const Duration(seconds: 25));
        final fetch = RecordingFetch(clock);
        FetchHandler(sync, fetch: fetch).onFetch('com.transistorsoft.fetch');

        clock.elapse(const Duration(seconds: 60));

        expect(fetch.finishedAfter, lessThan(const Duration(seconds: 30)),
            reason: 'iOS expires the task after ~30 s; finish() must come first');
      });
    });

    test('finishes on timeout', () {
      fakeAsync((clock) {
        final fetch = RecordingFetch(clock);
        FetchHandler(FakeRefillSync(), fetch: fetch).onTimeout('com.transistorsoft.fetch');
        clock.flushMicrotasks();
        expect(fetch.finishedIds, ['com.transistorsoft.fetch']);
      });
    });
  });
}
