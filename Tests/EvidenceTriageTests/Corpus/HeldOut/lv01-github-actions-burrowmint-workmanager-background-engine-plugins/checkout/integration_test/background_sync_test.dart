import 'package:burrowmint/background/balance_refresh.dart';
import 'package:burrowmint/background/callback_dispatcher.dart';
import 'package:burrowmint/background/outbox_drain.dart';
import 'package:burrowmint/data/outbox_store.dart';
import 'package:burrowmint/main.dart' as app;
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:workmanager/workmanager.dart';

import 'fixtures.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  setUpAll(() async {
    await Workmanager().initialize(callbackDispatcher, isInDebugMode: false);
  });

  testWidgets('app launches to the household dashboard', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    expect(find.text('Household'), findsOneWidget);
  });

  group('background sync (ios)', () {
    testWidgets('outbox is persisted across restarts', (tester) async {
      final store = await OutboxStore.open();
      await store.clear();
      await store.addAll(sampleExpenses(2));
      final reopened = await OutboxStore.open();
      expect(await reopened.count(), 2);
      await reopened.clear();
    });

    testWidgets('outbox drains when the one-off background task runs',
        (tester) async {
      app.main();
      await tester.pumpAndSettle();

      final store = await OutboxStore.open();
      await store.clear();
      await store.addAll(sampleExpenses(3));
      expect(await store.count(), 3);

      await OutboxDrain.scheduleNow();

      // The one-off task runs in workmanager's background engine; poll up to
      // 20 s for it to empty the shared outbox.
      final deadline = DateTime.now().add(const Duration(seconds: 20));
      while (DateTime.now().isBefore(deadline) && await store.count() > 0) {
        await Future<void>.delayed(const Duration(milliseconds: 500));
      }
      expect(await store.count(), 0,
          reason: 'outbox should be empty after the background drain');
    });
  });

  group('balance refresh (ios)', () {
    testWidgets('periodic refresh runs within two minutes of scheduling',
        (tester) async {
      app.main();
      await tester.pumpAndSettle();
      final before = await BalanceRefresh.lastRunAt();

      await BalanceRefresh.schedule();

      await Future<void>.delayed(const Duration(minutes: 2));
      expect(await BalanceRefresh.lastRunAt(), isNot(before),
          reason: 'iOS should have run the balance refresh by now');
    });
  });
}
