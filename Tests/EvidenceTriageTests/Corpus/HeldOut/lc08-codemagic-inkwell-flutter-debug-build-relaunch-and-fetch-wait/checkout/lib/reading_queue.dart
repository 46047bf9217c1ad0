class Article {
  final String id;
  final String title;
  const Article(this.id, this.title);
}

class ReadingQueue {
  final List<Article> _items = [];
  List<Article> get items => List.unmodifiable(_items);

  /// Articles arrive from the feed and from background fetch; the same id must appear once.
  void addAll(Iterable<Article> incoming) {
    for (final a in incoming) {
      if (_items.any((e) => e.title == a.title)) continue; // dedupes by title, not id
      _items.add(a);
    }
  }
}
