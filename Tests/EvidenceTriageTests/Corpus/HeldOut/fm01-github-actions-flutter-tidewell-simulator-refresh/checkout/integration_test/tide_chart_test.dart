import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:tidewell/main.dart' as app;
import 'package:tidewell/tides/fixtures.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Tide chart', () {
    testWidgets('renders 7 days of tides', (tester) async {
      app.main(overrides: fixtureOverrides(station: 'falmouth-9447'));
      await tester.pumpAndSettle();

      expect(find.byKey(const Key('tide-day-row')), findsNWidgets(7));
    });

    testWidgets('shows the next low tide in feet', (tester) async {
      app.main(overrides: fixtureOverrides(station: 'falmouth-9447', units: 'imperial'));
      await tester.pumpAndSettle();

      final label = tester.widget<Text>(find.byKey(const Key('next-low-tide')));
      // Fixture: next low water 0.40 m at 14:52 local.
      expect(label.data, 'Low 1.3 ft · 14:52');
    });

    testWidgets('switches units from settings', (tester) async {
      app.main(overrides: fixtureOverrides(station: 'falmouth-9447'));
      await tester.pumpAndSettle();

      await tester.tap(find.byIcon(Icons.settings));
      await tester.pumpAndSettle();
      await tester.tap(find.text('Feet'));
      await tester.pumpAndSettle();

      expect(find.textContaining('ft'), findsWidgets);
    });
  });
}
