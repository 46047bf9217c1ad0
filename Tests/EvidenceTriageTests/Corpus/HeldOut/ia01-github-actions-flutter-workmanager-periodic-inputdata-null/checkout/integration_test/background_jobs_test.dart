import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:shared_preferences/shared_preferences.dart';
import 'package:tally_courier/background/callback_dispatcher.dart';
import 'package:tally_courier/background/scheduling.dart';
import 'package:tally_courier/data/outbox_store.dart';
import 'package:tally_courier/main.dart' as app;
import 'package:tally_courier/ui/delivery_window_label.dart';
import 'package:tally_courier/ui/stop_card.dart';

const _hooks = MethodChannel('tally/test_hooks');

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  setUp(() async {
    await (await OutboxStore.open()).clear();
    (await SharedPreferences.getInstance()).clear();
  });

  testWidgets('outbox flush job skips when queue is empty', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    final ok = await _hooks.invokeMethod<bool>('simulatePeriodicLaunch', {'identifier': outboxFlushTask});
    expect(ok, isTrue);
  });

  testWidgets('outbox flush job reads depot id from input data', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    final store = await OutboxStore.open();
    await store.enqueue(stopId: 'STOP-7731', signature: 'sig-a');
    await store.enqueue(stopId: 'STOP-7732', signature: 'sig-b');

    await scheduleOutboxFlush(depotId: 'LIS-04');
    // The Simulator never launches BGAppRefreshTasks: run the plugin's periodic
    // launch path for this identifier directly (see AppDelegate TestHooks).
    await _hooks.invokeMethod<bool>('simulatePeriodicLaunch', {'identifier': outboxFlushTask});
    await tester.pump(const Duration(seconds: 2));

    final rows = await store.allRows();
    expect(rows.map((r) => r.status).toSet(), {'uploaded'},
        reason: 'outbox rows should be uploaded by the periodic flush for depot LIS-04');
  });

  testWidgets('digest refresh fires within two minutes of backgrounding', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    await scheduleDigestRefresh();
    await _hooks.invokeMethod<void>('sendToBackground');

    final prefs = await SharedPreferences.getInstance();
    final deadline = DateTime.now().add(const Duration(minutes: 2));
    while (prefs.getString('digest.lastRun') == null) {
      if (DateTime.now().isAfter(deadline)) {
        fail('digest refresh did not run within 2 minutes of backgrounding');
      }
      await Future<void>.delayed(const Duration(seconds: 5));
      await prefs.reload();
    }
  });

  test('delivery window label uses 24 hour clock in portugal', () {
    final label = deliveryWindowLabel(
      DateTime(2026, 11, 28, 14),
      DateTime(2026, 11, 28, 16),
      'pt_PT',
    );
    expect(label, '14:00–16:00');
  });

  test('stop card shows parcel count', () {
    expect(parcelCountLabel(3), '3 volumes');
  });
}
