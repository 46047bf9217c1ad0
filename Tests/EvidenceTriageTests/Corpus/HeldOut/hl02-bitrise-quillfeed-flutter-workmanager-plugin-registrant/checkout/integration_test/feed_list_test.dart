import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';

import 'package:quillfeed/feed/feed_list.dart';
import 'package:quillfeed/feed/article.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Feed list', () {
    testWidgets('shows unread badge', (tester) async {
      await tester.pumpWidget(MaterialApp(home: FeedList(articles: sampleArticles(unread: 3))));
      expect(find.text('3'), findsOneWidget);
    });

    testWidgets('groups articles by local day', (tester) async {
      // 23:30 local on the 19th and 00:30 local on the 20th, in a UTC-5 zone.
      final now = DateTime(2026, 11, 20, 9);
      final articles = [
        Article(id: 'a', title: 'Late news', publishedAt: DateTime(2026, 11, 19, 23, 30)),
        Article(id: 'b', title: 'Early news', publishedAt: DateTime(2026, 11, 20, 0, 30)),
      ];
      await tester.pumpWidget(MaterialApp(home: FeedList(articles: articles, now: now)));

      final headers = tester.widgetList<Text>(find.byKey(const ValueKey('day-header')))
          .map((t) => t.data)
          .toList();
      expect(headers, ['Today', 'Yesterday']);
    });
  });
}
