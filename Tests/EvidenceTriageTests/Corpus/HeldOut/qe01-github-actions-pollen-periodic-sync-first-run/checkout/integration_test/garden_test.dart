import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:pollen/format/harvest_format.dart';
import 'package:pollen/garden/beds.dart';
import 'package:pollen/garden/streak.dart';
import 'package:pollen/main.dart' as app;

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('harvestDateUsesDayMonthYear', (tester) async {
    final label = HarvestFormat.dateLabel(DateTime(2026, 8, 13));
    expect(label, '13/08/2026');
  });

  testWidgets('bedsSortedByLastWatered', (tester) async {
    final beds = [
      Bed('tomatoes', lastWatered: DateTime(2026, 8, 10)),
      Bed('basil', lastWatered: DateTime(2026, 8, 12)),
      Bed('chard', lastWatered: DateTime(2026, 8, 11)),
    ];
    final names = Beds.sortedForToday(beds).map((b) => b.name).toList();
    expect(names, ['tomatoes', 'chard', 'basil']);
  });

  testWidgets('wateringStreakResetsAfterMissedDay', (tester) async {
    final streak = Streak.fromDays([
      DateTime(2026, 8, 9),
      DateTime(2026, 8, 10),
      DateTime(2026, 8, 12),
    ], today: DateTime(2026, 8, 12));
    expect(streak.current, 1);
  });

  testWidgets('onboardingSkipShowsGarden', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    await tester.tap(find.byKey(const Key('onboarding.skip')));
    await tester.pumpAndSettle();
    expect(find.text('My garden'), findsOneWidget);
  });
}
