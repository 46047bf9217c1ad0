import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:larkspur_reader/background/background_scheduler.dart';
import 'package:larkspur_reader/feed/article_store.dart';
import 'package:larkspur_reader/feed/feed_refresh_job.dart';
import 'package:larkspur_reader/main.dart' as app;
import 'package:larkspur_reader/widgets/article_card.dart';

import 'fakes/flaky_feed_client.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('feed', () {
    testWidgets('refresh does not duplicate articles on retry', (tester) async {
      final store = await ArticleStore.inMemory(feeds: ['tech']);
      // First attempt times out after 12 of 12 articles were delivered.
      final client = FlakyFeedClient(pageSize: 12, timeoutOnFirstAttemptAfter: 12);
      final result = await FeedRefreshJob(client, store).run();

      expect(result.succeeded, isTrue);
      expect(await store.articleCount('tech'), 12,
          reason: 'articles duplicated after retrying the refresh');
    });

    testWidgets('article card shows reading time', (tester) async {
      expect(readingTimeLabel(180), '1 min read');
      expect(readingTimeLabel(900), '5 mins read');
    });
  });

  group('background', () {
    testWidgets('periodic feed refresh is registered at launch', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      // BackgroundScheduler.init() ran from main(); a PlatformException would fail here.
      expect(find.text('Today'), findsOneWidget);
    });

    testWidgets('image cache cleanup is scheduled', (tester) async {
      await expectLater(BackgroundScheduler.scheduleImageCacheCleanup(), completes);
    });
  });
}
