import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:thistledown/main.dart' as app;

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Workout log', () {
    testWidgets('logs a run and shows it in today', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await tester.tap(find.byKey(const Key('log.addRun')));
      await tester.pumpAndSettle();
      await tester.enterText(find.byKey(const Key('run.distanceKm')), '5.2');
      await tester.tap(find.byKey(const Key('run.save')));
      await tester.pumpAndSettle();
      expect(find.text('5.2 km'), findsOneWidget);
    });

    testWidgets('background fetch reports available status', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await tester.tap(find.byKey(const Key('settings.open')));
      await tester.pumpAndSettle();
      expect(find.text('Background sync: available'), findsOneWidget);
    });
  });
}
