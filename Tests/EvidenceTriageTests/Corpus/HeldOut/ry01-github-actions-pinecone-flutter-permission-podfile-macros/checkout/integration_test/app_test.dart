import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:permission_handler/permission_handler.dart';

import 'package:pinecone/main.dart' as app;
import 'package:pinecone/cart/cart_totals.dart';
import 'package:pinecone/format/price.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  // CI grants notifications and camera to com.pinecone.shop with applesimutils
  // before the run, so a request returns the stored grant without a prompt.

  testWidgets('remindersOptInGrantsNotifications', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    await tester.tap(find.byKey(const Key('settings.reminders.switch')));
    await tester.pumpAndSettle();
    final status = await Permission.notification.request();
    expect(status, PermissionStatus.granted);
    expect(find.text('Pickup reminders on'), findsOneWidget);
  });

  testWidgets('scanReceiptOpensCameraPreview', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    await tester.tap(find.byKey(const Key('receipts.scan')));
    await tester.pumpAndSettle();
    expect(find.byKey(const Key('receipts.cameraPreview')), findsOneWidget);
  });

  testWidgets('cartSubtotalAppliesMemberDiscount', (tester) async {
    final totals = CartTotals(memberDiscountPercent: 10);
    totals.add(priceCents: 1000, quantity: 2);
    expect(formatPrice(totals.subtotalCents), '\$18.00');
  });

  testWidgets('priceLabelRoundsToCents', (tester) async {
    expect(formatPrice(399), '\$3.99');
    expect(formatUnitPrice(1197, 3), '\$3.99');
  });

  testWidgets('onboardingSwipeReachesLastPage', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    for (var i = 0; i < 3; i++) {
      await tester.fling(find.byKey(const Key('onboarding.pager')), const Offset(-400, 0), 1200);
      await tester.pumpAndSettle();
    }
    expect(find.text('Start shopping'), findsOneWidget);
  });
}
