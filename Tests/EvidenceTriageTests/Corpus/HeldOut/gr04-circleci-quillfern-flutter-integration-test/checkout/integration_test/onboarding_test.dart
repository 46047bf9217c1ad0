import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:quillfern/main.dart' as app;

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Onboarding', () {
    testWidgets('completes the welcome flow', (tester) async {
      app.main(firstRun: true);
      await tester.pump(const Duration(seconds: 2));
      await tester.tap(find.byKey(const Key('onboarding.next')));
      await tester.pumpAndSettle();
      await tester.tap(find.byKey(const Key('onboarding.next')));
      await tester.pumpAndSettle();
      await tester.tap(find.byKey(const Key('onboarding.done')));
      await tester.pumpAndSettle();
      expect(find.byKey(const Key('journal.list')), findsOneWidget);
    });
  });
}
