import 'package:sqflite/sqflite.dart';

import 'article.dart';

class FollowedFeed {
  FollowedFeed(this.id, this.cursor);
  final String id;
  final String? cursor;
}

class ArticleStore {
  ArticleStore(this._db);

  static late final ArticleStore shared;
  final Database _db;

  static Future<ArticleStore> inMemory({required List<String> feeds}) async {
    final db = await openDatabase(inMemoryDatabasePath, version: 1, onCreate: (db, _) async {
      await db.execute('CREATE TABLE feeds (id TEXT PRIMARY KEY, cursor TEXT)');
      // remote_id is not unique: the same article may legitimately appear in two feeds.
      await db.execute('CREATE TABLE articles (rowid INTEGER PRIMARY KEY AUTOINCREMENT, '
          'feed_id TEXT, remote_id TEXT, title TEXT, word_count INTEGER)');
    });
    for (final f in feeds) {
      await db.insert('feeds', {'id': f, 'cursor': null});
    }
    return ArticleStore(db);
  }

  Future<List<FollowedFeed>> followedFeeds() async => [
        for (final row in await _db.query('feeds'))
          FollowedFeed(row['id']! as String, row['cursor'] as String?)
      ];

  Future<void> insertArticle(Article a) => _db.insert('articles', {
        'feed_id': a.feedId,
        'remote_id': a.remoteId,
        'title': a.title,
        'word_count': a.wordCount,
      });

  Future<void> saveCursor(String feedId, String? cursor) =>
      _db.update('feeds', {'cursor': cursor}, where: 'id = ?', whereArgs: [feedId]);

  Future<int> articleCount(String feedId) async => Sqflite.firstIntValue(
      await _db.rawQuery('SELECT COUNT(*) FROM articles WHERE feed_id = ?', [feedId]))!;
}
