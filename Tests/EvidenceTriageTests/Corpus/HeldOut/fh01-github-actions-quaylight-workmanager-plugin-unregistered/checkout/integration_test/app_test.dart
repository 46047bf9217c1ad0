import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';

import 'package:quaylight/main.dart' as app;
import 'package:quaylight/background/feed_sync_scheduler.dart';

import 'fixtures/seed_library.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('auto refresh settings', () {
    setUp(() async {
      await seedLibrary(podcasts: 3, episodesPerPodcast: 4);
    });

    testWidgets('shows the last refreshed time', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await tester.tap(find.byIcon(Icons.settings));
      await tester.pumpAndSettle();

      expect(find.textContaining('Last refreshed'), findsOneWidget);
    });

    testWidgets('enabling auto refresh schedules the feed sync', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await tester.tap(find.byIcon(Icons.settings));
      await tester.pumpAndSettle();

      await tester.tap(find.byKey(const Key('settings.autoRefresh')));
      await tester.pumpAndSettle();

      final scheduler = app.locator<FeedSyncScheduler>();
      await scheduler.enable();
      expect(scheduler.isEnabled, isTrue);
      expect(find.text('Refreshing every hour'), findsOneWidget);
    });

    testWidgets('disabling auto refresh cancels the feed sync', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await tester.tap(find.byIcon(Icons.settings));
      await tester.pumpAndSettle();

      final scheduler = app.locator<FeedSyncScheduler>();
      await tester.tap(find.byKey(const Key('settings.autoRefresh')));
      await tester.pumpAndSettle();
      await tester.tap(find.byKey(const Key('settings.autoRefresh')));
      await tester.pumpAndSettle();

      await scheduler.disable();
      expect(scheduler.isEnabled, isFalse);
      expect(find.text('Auto refresh is off'), findsOneWidget);
    });
  });

  group('episode list', () {
    setUp(() async {
      await seedLibrary(podcasts: 1, episodesPerPodcast: 6, longEpisode: true);
    });

    testWidgets('plays an episode on tap', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await tester.tap(find.text('Tideline Weekly'));
      await tester.pumpAndSettle();
      await tester.tap(find.byKey(const Key('episode.0')));
      await tester.pumpAndSettle();

      expect(find.byKey(const Key('miniPlayer')), findsOneWidget);
    });

    testWidgets('shows the duration badge for long episodes', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await tester.tap(find.text('Tideline Weekly'));
      await tester.pumpAndSettle();

      // Seeded long episode is 1 h 2 min 5 s.
      expect(find.text('1:02:05'), findsOneWidget);
    });

    testWidgets('marks played episodes as done', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await tester.tap(find.text('Tideline Weekly'));
      await tester.pumpAndSettle();
      await tester.longPress(find.byKey(const Key('episode.1')));
      await tester.pumpAndSettle();
      await tester.tap(find.text('Mark as played'));
      await tester.pumpAndSettle();

      expect(find.byIcon(Icons.check_circle), findsOneWidget);
    });
  });
}
