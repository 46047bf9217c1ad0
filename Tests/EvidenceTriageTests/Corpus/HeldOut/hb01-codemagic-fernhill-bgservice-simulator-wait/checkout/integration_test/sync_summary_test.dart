import 'package:fernhill_notes/widgets/sync_summary_card.dart';
import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  final now = DateTime.utc(2026, 3, 17, 9, 42);

  Widget host(DateTime? lastSync) => MaterialApp(
        home: Scaffold(
          body: SyncSummaryCard(lastSync: lastSync, clock: () => now),
        ),
      );

  group('sync summary card', () {
    testWidgets('shows "never synced" before the first run', (tester) async {
      await tester.pumpWidget(host(null));
      expect(find.text('Never synced'), findsOneWidget);
    });

    testWidgets('shows minutes since the last sync', (tester) async {
      await tester.pumpWidget(
        host(now.subtract(const Duration(minutes: 5))),
      );
      await tester.pumpAndSettle();

      // Short form: the card sits in a narrow column on the notes list.
      expect(find.text('Synced 5 min ago'), findsOneWidget);
    });
  });
}
