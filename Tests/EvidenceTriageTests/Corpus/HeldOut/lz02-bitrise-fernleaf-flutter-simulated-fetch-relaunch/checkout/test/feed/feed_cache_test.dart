import 'package:fernleaf/feed/feed_cache.dart';
import 'package:fernleaf/feed/feed_client.dart';
import 'package:flutter_test/flutter_test.dart';

import '../fakes/fake_feed_client.dart';

void main() {
  group('FeedCache', () {
    test('returns cached items when offline', () async {
      final cache = FeedCache.inMemory()..seed(FakeFeedClient.items(3));
      expect(await cache.read(), hasLength(3));
    });

    test('keeps cached items when reload fails', () async {
      final client = FakeFeedClient(failWith: const FeedException('HTTP 503'));
      final cache = FeedCache.inMemory()..seed(FakeFeedClient.items(3));

      await cache.reload(client).catchError((_) {});

      expect((await cache.read()).length, 3, reason: 'cached items after a failed reload');
    });
  });
}
