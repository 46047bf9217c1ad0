import 'package:bramblecast/main.dart' as app;
import 'package:bramblecast/player/remaining_time.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';

import 'support/fixtures.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('player', () {
    testWidgets('resumes from the saved position', (tester) async {
      await app.main(env: TestEnv.fixtureFeed.withSavedPosition(const Duration(minutes: 12)));
      await tester.pumpAndSettle();
      await tester.tap(find.byKey(const ValueKey('play-episode-4790')));
      await tester.pumpAndSettle();
      expect(find.text('12:00'), findsOneWidget);
    });

    testWidgets('shows remaining time for episodes over an hour', (tester) async {
      await app.main(env: TestEnv.fixtureFeed);
      await tester.pumpAndSettle();
      await tester.tap(find.byKey(const ValueKey('play-episode-4812')));
      await tester.pumpAndSettle();

      // Episode 4812 is 1:32:10 long; playback starts at 0:05:00.
      expect(find.text(remainingLabel(const Duration(hours: 1, minutes: 27, seconds: 10))), findsOneWidget);
      expect(find.text('-1:27:10'), findsOneWidget);
    });
  });
}
