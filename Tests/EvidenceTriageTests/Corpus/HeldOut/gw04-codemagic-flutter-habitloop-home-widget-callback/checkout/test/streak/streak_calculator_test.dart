import 'package:flutter_test/flutter_test.dart';
import 'package:habitloop/streak/streak_calculator.dart';

void main() {
  const calc = StreakCalculator();

  group('StreakCalculator', () {
    test('is zero without check-ins', () {
      expect(calc.currentStreak(const [], DateTime(2026, 3, 30, 9)), 0);
    });

    test('counts yesterday\'s check-in toward the streak', () {
      // Europe/Berlin switches to summer time on 2026-03-29.
      final checkIns = [
        DateTime(2026, 3, 25, 21),
        DateTime(2026, 3, 26, 21),
        DateTime(2026, 3, 27, 21),
        DateTime(2026, 3, 28, 21),
        DateTime(2026, 3, 29, 21),
      ];

      final streak = calc.currentStreak(checkIns, DateTime(2026, 3, 30, 8));

      expect(streak, 5);
    });
  });
}
