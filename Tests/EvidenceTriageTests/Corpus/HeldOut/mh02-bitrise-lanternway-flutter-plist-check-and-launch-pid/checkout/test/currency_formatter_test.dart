import 'package:flutter_test/flutter_test.dart';
import 'package:lanternway/format/currency_formatter.dart';

void main() {
  group('CurrencyFormatter', () {
    final f = CurrencyFormatter(locale: 'en_US', symbol: r'$');

    test('formats positive balances', () {
      expect(f.format(1250.0), r'$1,250.00');
    });

    test('formats negative balances in parentheses', () {
      // Accounting style: negatives in parentheses, no minus sign.
      expect(f.format(-42.5), r'($42.50)');
    });
  });
}
