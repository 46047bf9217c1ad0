import 'package:cadence/app.dart';
import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';

import 'helpers/fake_habit_repository.dart';

void main() {
  group('CadenceApp', () {
    testWidgets('Basic app smoke test', (tester) async {
      await tester.pumpWidget(CadenceApp(repository: FakeHabitRepository.empty()));
      await tester.pumpAndSettle();
      expect(find.text('Today'), findsOneWidget);

      // Open the habits tab and add the first habit.
      await tester.tap(find.byIcon(Icons.checklist));
      await tester.pumpAndSettle();
      await tester.tap(find.byIcon(Icons.add));
      await tester.pumpAndSettle();
      expect(find.text('New habit'), findsOneWidget);
    });
  });
}
