import 'package:fernbook/main.dart' as app;
import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Plant detail', () {
    testWidgets('shows the watering interval', (tester) async {
      app.main(useFixtureGarden: true);
      await tester.pumpAndSettle();

      await tester.tap(find.text('Maidenhair fern'));
      await tester.pumpAndSettle();

      expect(find.text('Water every 4 days'), findsOneWidget);
    });

    testWidgets('shares the plant card from the app bar', (tester) async {
      app.main(useFixtureGarden: true);
      await tester.pumpAndSettle();

      await tester.tap(find.text('Maidenhair fern'));
      await tester.pumpAndSettle();

      await tester.tap(find.byKey(const Key('plant-detail-share')));
      await tester.pumpAndSettle(const Duration(seconds: 2));

      // The share sheet is native; the page must still be on screen and no
      // error banner must have been raised.
      expect(find.text('Maidenhair fern'), findsWidgets);
      expect(find.byType(SnackBar), findsNothing);
    });
  });
}
