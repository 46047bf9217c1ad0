import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:pennywort/widgets/streak_card.dart';

void main() {
  group('StreakCard', () {
    testWidgets('renders light theme', (tester) async {
      await tester.pumpWidget(MaterialApp(theme: ThemeData.light(), home: const StreakCard(days: 12)));
      await expectLater(find.byType(StreakCard), matchesGoldenFile('goldens/streak_card_light.png'));
    });

    testWidgets('renders dark theme', (tester) async {
      await tester.pumpWidget(MaterialApp(theme: ThemeData.dark(), home: const StreakCard(days: 12)));
      await expectLater(find.byType(StreakCard), matchesGoldenFile('goldens/streak_card_dark.png'));
    });
  });
}
