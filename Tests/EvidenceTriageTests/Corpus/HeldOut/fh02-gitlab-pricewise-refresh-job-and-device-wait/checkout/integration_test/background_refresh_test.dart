import 'dart:async';

import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';

import 'package:pricewise/background/refresh_registration.dart';
import 'package:pricewise/data/product_store.dart';
import 'package:pricewise/main.dart' as app;

const _testChannel = MethodChannel('pricewise/test-support');

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('background refresh', () {
  testWidgets(
    'updates prices within the fetch interval',
    (tester) async {
      app.main();
      await tester.pumpAndSettle();

      final store = await ProductStore.open();
      final before = await store.lastRefreshAt();

      await RefreshRegistration.schedule(frequency: const Duration(minutes: 15));
      await _testChannel.invokeMethod<void>('sendAppToBackground');

      // iOS should wake us for the BGAppRefreshTask once the 15 min interval has passed.
      final deadline = DateTime.now().add(const Duration(minutes: 16));
      while (DateTime.now().isBefore(deadline)) {
        await Future<void>.delayed(const Duration(seconds: 30));
        if ((await store.lastRefreshAt()) != before) return;
      }
      throw TimeoutException(
          'background refresh did not run', const Duration(minutes: 16));
    },
    timeout: const Timeout(Duration(minutes: 18)),
  );
  });
}
