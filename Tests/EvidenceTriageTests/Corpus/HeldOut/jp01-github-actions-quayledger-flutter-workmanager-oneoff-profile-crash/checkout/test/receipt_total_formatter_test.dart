import 'package:flutter_test/flutter_test.dart';
import 'package:intl/date_symbol_data_local.dart';
import 'package:quayledger/src/format/receipt_total_formatter.dart';

void main() {
  setUpAll(() async => initializeDateFormatting());

  group('ReceiptTotalFormatter', () {
    test('formats dollar totals for en_US', () {
      expect(ReceiptTotalFormatter(locale: 'en_US').format(1250, 'USD'), r'$12.50');
    });

    test('formats euro totals for de_DE', () {
      expect(ReceiptTotalFormatter(locale: 'de_DE').format(1250, 'EUR'), '12,50 €');
    });

    test('formats pound totals for en_GB', () {
      expect(ReceiptTotalFormatter(locale: 'en_GB').format(99, 'GBP'), '£0.99');
    });
  });
}
