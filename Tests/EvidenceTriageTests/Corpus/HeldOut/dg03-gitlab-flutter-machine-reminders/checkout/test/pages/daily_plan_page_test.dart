import 'package:cadence/habits/habit_repository.dart';
import 'package:cadence/pages/daily_plan_page.dart';
import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';

import '../helpers/fake_habit_repository.dart';

void main() {
  group('DailyPlanPage', () {
    testWidgets('shows the next reminder time for each habit', (tester) async {
      final HabitRepository repo = FakeHabitRepository.withStretchAt730();
      await tester.pumpWidget(MaterialApp(home: DailyPlanPage(repository: repo)));
      await tester.pumpAndSettle();

      expect(find.text('Morning stretch'), findsOneWidget);
      expect(find.text('07:30'), findsOneWidget);
    });
  });
}
