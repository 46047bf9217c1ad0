import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:quillfeather/receipts/receipt_parser.dart';
import 'package:quillfeather/receipts/receipt_parser_test_helpers.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Receipt parser', () {
    final parser = ReceiptParser(locale: 'en_US');

    test('parses amounts with thousands separators', () {
      // "1,234.50" is one amount: the comma groups thousands in en_US.
      final line = parser.parseLine('Laptop stand     1,234.50');
      expect(line, isNotNull);
      expect(line!.label, 'Laptop stand');
      expect(line.currency, 'USD');
      expect(line.raw, '1,234.50');
      expect(line.quantity, 1);
      expect(line.isTotal, isFalse);
      expect(line.isDiscount, isFalse);
      expectAmount(line, 1234.5);
    });

    test('parses a plain amount', () {
      expectAmount(parser.parseLine('Coffee 3.20')!, 3.2);
    });

    test('parses currency codes after the amount', () {
      expect(parser.parseLine('Train 12.00 EUR')!.currency, 'EUR');
    });
  });
}
