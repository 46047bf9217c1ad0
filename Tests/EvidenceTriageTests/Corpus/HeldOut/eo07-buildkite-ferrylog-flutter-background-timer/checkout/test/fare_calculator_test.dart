import 'package:ferrylog/fare_calculator.dart';
import 'package:flutter_test/flutter_test.dart';

void main() {
  group('FareCalculator', () {
    const calc = FareCalculator();

    test('charges the base fare at 08:00', () {
      expect(calc.fareAt(DateTime(2026, 11, 20, 8)), 4.50);
    });

    test('applies the off-peak discount before 07:00', () {
      expect(calc.fareAt(DateTime(2026, 11, 20, 6, 45)), 3.15);
    });

    test('charges the base fare at 18:59', () {
      expect(calc.fareAt(DateTime(2026, 11, 20, 18, 59)), 4.50);
    });

    test('applies the off-peak discount from 19:00', () {
      expect(calc.fareAt(DateTime(2026, 11, 20, 19, 0)), 3.15);
    });
  });
}
