import 'package:background_downloader/background_downloader.dart';
import 'package:bramblecast/downloads/episode_downloads.dart';
import 'package:bramblecast/main.dart' as app;
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';

import 'support/fixtures.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('episode downloads', () {
    testWidgets('shows the download button for a new episode', (tester) async {
      await app.main(env: TestEnv.fixtureFeed);
      await tester.pumpAndSettle();
      await tester.tap(find.text(Fixtures.showTitle));
      await tester.pumpAndSettle();
      expect(find.byKey(const ValueKey('download-episode-4812')), findsOneWidget);
    });

    testWidgets('finishes an enqueued episode download', (tester) async {
      await app.main(env: TestEnv.fixtureFeed);
      await tester.pumpAndSettle();

      final downloads = EpisodeDownloads(FileDownloader());
      final update = await downloads
          .start(Fixtures.episode4812)
          .timeout(const Duration(seconds: 90),
              onTimeout: () => downloads.lastUpdate(Fixtures.episode4812));

      expect(update.status, TaskStatus.complete);
      expect(await downloads.isOnDisk(Fixtures.episode4812), isTrue);
    });
  });
}
