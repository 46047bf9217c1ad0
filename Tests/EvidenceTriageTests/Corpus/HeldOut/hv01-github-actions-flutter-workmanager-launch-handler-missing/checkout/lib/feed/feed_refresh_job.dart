import 'dart:async';

import 'article_store.dart';
import 'feed_client.dart';

class FeedRefreshResult {
  FeedRefreshResult(this.succeeded, this.inserted);
  final bool succeeded;
  final int inserted;
}

/// Pulls new articles for every followed feed and stores them.
///
/// Runs from the workmanager callback (background) and from pull-to-refresh.
class FeedRefreshJob {
  FeedRefreshJob(this.client, this.store, {this.maxAttempts = 2});

  factory FeedRefreshJob.standard() => FeedRefreshJob(FeedClient.live(), ArticleStore.shared);

  final FeedClient client;
  final ArticleStore store;
  final int maxAttempts;

  Future<FeedRefreshResult> run() async {
    var inserted = 0;
    for (final feed in await store.followedFeeds()) {
      for (var attempt = 1; attempt <= maxAttempts; attempt++) {
        try {
          final page = client.streamSince(feed.id, feed.cursor);
          // Articles are written one by one as they arrive; the cursor is only
          // advanced after the whole page was stored.
          await for (final article in page.articles) {
            await store.insertArticle(article);
            inserted++;
          }
          await store.saveCursor(feed.id, await page.nextCursor);
          break;
        } on FeedTimeout {
          if (attempt == maxAttempts) return FeedRefreshResult(false, inserted);
          // Retry the same page from the old cursor.
        }
      }
    }
    return FeedRefreshResult(true, inserted);
  }
}
