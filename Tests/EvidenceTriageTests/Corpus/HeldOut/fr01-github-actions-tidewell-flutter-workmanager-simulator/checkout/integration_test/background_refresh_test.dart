import 'dart:io';

import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:tidewell/background/callback_dispatcher.dart';
import 'package:tidewell/background/tide_refresh_scheduler.dart';
import 'package:tidewell/tides/tide_store.dart';

import 'fakes/fake_tide_client.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('background refresh', () {
    testWidgets('callback writes the refreshed tide table', (tester) async {
      final store = await TideStore.open(inMemory: true);

      final ok = await runTideRefresh(
        store: store,
        client: FakeTideClient.sample(),
      );

      expect(ok, isTrue);
      expect(await store.eventsFor(DateTime(2024, 2, 6)), hasLength(4));
    });

    testWidgets('registers the periodic tide refresh on iOS', (tester) async {
      final scheduler = TideRefreshScheduler();

      await scheduler.enable(every: const Duration(hours: 1));

      expect(await scheduler.isEnabled(), isTrue);
    }, skip: !Platform.isIOS);
  });
}
