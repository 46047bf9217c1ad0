import 'package:flutter_test/flutter_test.dart';
import 'package:quayside/format/currency_formatter.dart';

void main() {
  group('CurrencyFormatter', () {
    test('formats positive amounts', () {
      expect(CurrencyFormatter.eur().format(1250), '€12.50');
    });

    test('formats negative amounts', () {
      expect(CurrencyFormatter.eur().format(-1250), '-€12.50');
    });
  });
}
