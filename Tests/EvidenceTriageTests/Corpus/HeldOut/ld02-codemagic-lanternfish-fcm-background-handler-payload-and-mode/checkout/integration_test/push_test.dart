import 'dart:io';
import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:lanternfish/main.dart' as app;
import 'helpers.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('silent push', () {
    testWidgets('background mode declared for remote notifications', (tester) async {
      final modes = await const MethodChannel('lanternfish/bundle').invokeListMethod<String>('backgroundModes');
      expect(modes, contains('remote-notification'));
    });

    testWidgets('background handler stores the order update', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await sendAppToBackground();
      await simctlPush('integration_test/fixtures/order_update.apns');
      final status = await waitForOrderStatus('4411').timeout(const Duration(seconds: 30));
      expect(status, 'out_for_delivery');
    });
  });
}
