import 'tide_page.dart';

class FeedCursor {
  FeedCursor.inMemory();

  String? _token;
  int _seen = 0;

  String? get pageToken => _token;
  int get seen => _seen;

  void advance(TidePage page) {
    _token = page.nextToken;
    _seen += page.items;
  }

  /// Pull-to-refresh: reload the first page but keep our place in the feed.
  void refresh() {
    _seen = 0;
    _token = null; // BUG: resets the continuation token along with the counter
  }
}
