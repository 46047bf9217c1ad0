import 'package:flutter_test/flutter_test.dart';
import 'package:patrol/patrol.dart';

import 'package:sprigly/habits/streak.dart';

void main() {
  group('streaks', () {
    patrolTest('streak survives a skipped rest day', ($) async {
      final days = [
        DateTime(2026, 11, 16), DateTime(2026, 11, 17), DateTime(2026, 11, 18),
        // 19th is the habit's rest day
        DateTime(2026, 11, 20), DateTime(2026, 11, 21),
      ];
      final streak = currentStreak(days, restWeekday: DateTime.thursday, today: DateTime(2026, 11, 21));
      expect(streak, 5);
    });
  });
}
