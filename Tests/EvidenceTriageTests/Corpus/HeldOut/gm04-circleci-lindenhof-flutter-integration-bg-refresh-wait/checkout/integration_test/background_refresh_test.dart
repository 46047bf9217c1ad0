import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:lindenhof/background/background_refresh.dart';
import 'package:lindenhof/background/substitution_check.dart';
import 'package:lindenhof/main.dart' as app;

import 'fakes/slow_portal_client.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('background refresh', () {
    testWidgets('registers the refresh handler at launch', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      expect(await BackgroundRefresh.isRegistered(), isTrue);
    });

    testWidgets(
      'checks the substitution plan in the background within 16 minutes',
      (tester) async {
        app.main();
        await tester.pumpAndSettle();

        final before = await BackgroundRefresh.lastCheck();
        await BackgroundRefresh.schedule(earliest: const Duration(minutes: 15));

        // iOS should wake us up shortly after earliestBeginDate.
        final deadline = DateTime.now().add(const Duration(minutes: 16));
        DateTime? after;
        while (DateTime.now().isBefore(deadline)) {
          await Future<void>.delayed(const Duration(seconds: 30));
          after = await BackgroundRefresh.lastCheck();
          if (after != null && after != before) break;
        }

        expect(
          after != null && after != before,
          isTrue,
          reason: 'no background substitution check within 16 minutes '
              '(last check: ${after ?? 'never'})',
        );
      },
      timeout: const Timeout(Duration(minutes: 20)),
    );

    testWidgets('background check finishes within the 25 s iOS budget',
        (tester) async {
      final check = SubstitutionCheck(
        client: SlowPortalClient(perRequest: const Duration(seconds: 8)),
        accounts: const ['10a', '10b', 'q1', 'q2', 'teacher-hk'],
      );

      final watch = Stopwatch()..start();
      await check.run();
      watch.stop();

      expect(watch.elapsed, lessThan(const Duration(seconds: 25)));
    });
  });
}
