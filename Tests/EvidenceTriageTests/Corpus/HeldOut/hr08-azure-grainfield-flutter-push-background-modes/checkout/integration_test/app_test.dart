import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:grainfield/api/payout_api.dart';
import 'package:grainfield/background/payout_check_scheduler.dart';
import 'package:grainfield/main.dart' as app;
import 'package:grainfield/push/push_registration.dart';
import 'package:grainfield/store/payout_store.dart';
import 'package:grainfield/sync/payout_history_sync.dart';
import 'package:integration_test/integration_test.dart';

import 'fakes.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Push setup', () {
    testWidgets('shows the notification opt-in card', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      expect(find.text('Get payout alerts'), findsOneWidget);
    });

    // APNs tokens are available on Apple-silicon simulators (iOS 16+, macOS 13+) when the app is
    // signed with the aps-environment entitlement.
    testWidgets('registers the APNs token with the payout service', (tester) async {
      final backend = FakePayoutBackend();
      final registration = PushRegistration(backend: backend);

      await registration.register();

      expect(backend.registeredTokens, hasLength(1));
    });
  });

  group('Background payout check', () {
    testWidgets('schedules the periodic payout check on iOS', (tester) async {
      final scheduler = PayoutCheckScheduler(const MethodChannel('grainfield/background'));

      await scheduler.schedule();

      expect(scheduler.lastScheduledAt, isNotNull);
    });
  });

  group('Payout history sync', () {
    testWidgets('merges every page into the store', (tester) async {
      final store = PayoutStore.inMemory();
      final sync = PayoutHistorySync(FakePayoutApi(pages: 3), store);
      await sync.pull();
      expect(await store.count(), 36);
    });

    testWidgets('resumes from the saved cursor after the app is killed', (tester) async {
      final store = PayoutStore.inMemory();
      await PayoutHistorySync(FakePayoutApi(pages: 12), store).pull(maxPages: 7);

      // A fresh instance stands in for the next launch after iOS killed the app mid-pull.
      final next = PayoutHistorySync(FakePayoutApi(pages: 12), store);
      expect(await next.savedCursor(), 'page-7');
    });
  });
}
