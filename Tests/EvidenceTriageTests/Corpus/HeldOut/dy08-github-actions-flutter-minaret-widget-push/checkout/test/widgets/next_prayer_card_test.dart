import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:minaret/widgets/next_prayer_card.dart';

void main() {
  group('NextPrayerCard', () {
    testWidgets('shows Today header for an entry created now', (tester) async {
      final now = DateTime.now();
      final entry = DateTime(now.year, now.month, now.day, now.hour, now.minute, now.second);
      await tester.pumpWidget(MaterialApp(home: NextPrayerCard(entryTime: entry)));
      expect(find.text('TODAY'), findsOneWidget);
    });
  });
}
