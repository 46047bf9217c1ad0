import 'feed_client.dart';
import 'feed_item.dart';

class FeedCache {
  FeedCache.inMemory();
  List<FeedItem> _items = const [];

  void seed(List<FeedItem> items) => _items = List.of(items);
  Future<List<FeedItem>> read() async => _items;

  Future<void> reload(FeedClient client) async {
    _items = const [];                     // cleared before the fetch: a failed reload leaves nothing
    final fresh = await client.fetchAll();
    _items = fresh;
  }
}
