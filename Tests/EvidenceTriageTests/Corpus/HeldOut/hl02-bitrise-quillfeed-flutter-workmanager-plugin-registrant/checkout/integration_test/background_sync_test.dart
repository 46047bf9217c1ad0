import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:shared_preferences/shared_preferences.dart';
import 'package:workmanager/workmanager.dart';

import 'package:quillfeed/background/callback_dispatcher.dart';
import 'package:quillfeed/main.dart' as app;

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Background refresh', () {
    setUp(() async {
      final prefs = await SharedPreferences.getInstance();
      await prefs.clear();
      await prefs.setString('feed.cursor', 'c-1040');
    });

    testWidgets('registers the prefetch task on startup', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      expect(find.text('Today'), findsOneWidget);
    });

    testWidgets('callback can read saved preferences in the background isolate', (tester) async {
      app.main();
      await tester.pumpAndSettle();

      // One-off task: on iOS workmanager runs it right away in a headless engine.
      await Workmanager().registerOneOffTask('prefetch-1', prefetchTask);

      String? lastRun;
      for (var i = 0; i < 20 && lastRun == null; i++) {
        await Future<void>.delayed(const Duration(seconds: 1));
        final prefs = await SharedPreferences.getInstance();
        await prefs.reload();
        lastRun = prefs.getString('bg.lastRun');
      }

      expect(lastRun, 'ok', reason: 'the last-run status written by the background callback');
    });
  });
}
