import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:sorrel/main.dart' as app;

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('onboardingReachesWallet', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    await tester.tap(find.byKey(const Key('onboarding.next')));
    await tester.pumpAndSettle();
    await tester.tap(find.byKey(const Key('onboarding.createWallet')));
    await tester.pumpAndSettle();
    expect(find.text('Your wallet'), findsOneWidget);
  });

  testWidgets('balanceRefreshesOnPull', (tester) async {
    app.main(seedBalance: 12.5);
    await tester.pumpAndSettle(const Duration(milliseconds: 100), EnginePhase.sendSemanticsUpdate, const Duration(seconds: 5));
    await tester.fling(find.byKey(const Key('wallet.list')), const Offset(0, 400), 1200);
    await tester.pump(const Duration(seconds: 2));
    expect(find.text('12.50 SOL'), findsOneWidget);
  });
}
