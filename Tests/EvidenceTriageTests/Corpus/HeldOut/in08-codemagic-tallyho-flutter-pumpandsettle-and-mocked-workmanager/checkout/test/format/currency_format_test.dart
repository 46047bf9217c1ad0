import 'package:flutter_test/flutter_test.dart';
import 'package:tallyho/format/currency_format.dart';

void main() {
  test('formats whole pounds', () => expect(formatPence(1200), '£12'));
  test('formats pence with two decimals', () => expect(formatPence(1250), '£12.50'));
}
