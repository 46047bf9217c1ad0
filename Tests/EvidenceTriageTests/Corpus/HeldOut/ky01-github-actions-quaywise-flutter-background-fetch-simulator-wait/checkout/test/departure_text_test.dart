import 'package:flutter_test/flutter_test.dart';
import 'package:quaywise/ui/departure_text.dart';

void main() {
  group('DepartureText', () {
    test('formats minutes until departure in en locale', () {
      expect(departureText(const Duration(minutes: 5), 'en_GB'), 'in 5 min');
    });

    test('formats minutes until departure in de locale', () {
      expect(departureText(const Duration(minutes: 5), 'de_DE'), 'in 5 Min.');
    });
  });
}
