import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:gal/gal.dart';
import 'package:integration_test/integration_test.dart';
import 'package:lumenroll/main.dart' as app;

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Gallery export', () {
    // CI grants Photos access before the run (applesimutils, see .circleci/config.yml),
    // so no permission sheet is expected here.
    testWidgets('has Photos access before exporting', (tester) async {
      expect(await Gal.hasAccess(toAlbum: true), isTrue);
    });

    testWidgets('saves the rendered card to Photos', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await tester.tap(find.byKey(const Key('entry-tile-0')));
      await tester.pumpAndSettle();
      await tester.tap(find.byTooltip('Export card'));
      await tester.pumpAndSettle(const Duration(seconds: 2));
      expect(find.text('Saved to Photos'), findsOneWidget);
    });
  });

  group('Reminders', () {
    testWidgets('evening reminder defaults to 21:00', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await tester.tap(find.byIcon(Icons.settings_outlined));
      await tester.pumpAndSettle();
      expect(find.text('Evening reminder · 21:00'), findsOneWidget);
    });
  });
}
