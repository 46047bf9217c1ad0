import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:larderly/widgets/prep_time_label.dart';

void main() {
  group('PrepTimeLabel', () {
    testWidgets('formats short durations in minutes', (tester) async {
      await tester.pumpWidget(const MaterialApp(home: PrepTimeLabel(minutes: 20)));
      expect(find.text('Prep 20 min'), findsOneWidget);
    });

    testWidgets('formats durations over an hour', (tester) async {
      await tester.pumpWidget(const MaterialApp(home: PrepTimeLabel(minutes: 65)));
      expect(find.text('Prep 1 h 5 min'), findsOneWidget);
    });
  });
}
