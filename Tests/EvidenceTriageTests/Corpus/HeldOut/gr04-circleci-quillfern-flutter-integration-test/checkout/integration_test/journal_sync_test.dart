import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:quillfern/journal/entry.dart';
import 'package:quillfern/journal/journal_sync.dart';
import 'package:quillfern/main.dart' as app;
import 'package:quillfern/services.dart';

import 'support/fixtures.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Journal sync', () {
    testWidgets('pulls new entries from the server', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await services.get<JournalSync>().applyRemote([entry('e-10', 'Ridge walk', revision: 1)]);
      await tester.pumpAndSettle();
      expect(find.text('Ridge walk'), findsOneWidget);
    });

    testWidgets('merges an edited entry without duplicating it', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      final sync = services.get<JournalSync>();

      await sync.applyRemote([entry('e-3', 'Trail notes, day 3', revision: 1)]);
      await tester.pumpAndSettle();

      // Same entry edited on another device: revision 2, newer updatedAt.
      await sync.applyRemote([
        entry('e-3', 'Trail notes, day 3', revision: 2, body: 'Added the river crossing.'),
      ]);
      await tester.pumpAndSettle();

      expect(find.text('Trail notes, day 3'), findsOneWidget);
    });
  });
}
