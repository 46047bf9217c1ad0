import 'package:burrowmint/format/money_text.dart';
import 'package:flutter_test/flutter_test.dart';

void main() {
  group('MoneyText', () {
    test('formats whole pounds', () {
      expect(moneyText(1200), '£12.00');
    });

    test('formats pence', () {
      expect(moneyText(1250), '£12.50');
    });

    test('groups thousands', () {
      expect(moneyText(123456789), '£1,234,567.89');
    });

    test('formats zero', () {
      expect(moneyText(0), '£0.00');
    });

    test('formats negative amounts with a minus sign', () {
      expect(moneyText(-1250), '-£12.50');
    });

    test('uses the euro symbol for EUR', () {
      expect(moneyText(990, currency: 'EUR', locale: 'en_IE'), '€9.90');
    });
  });
}
