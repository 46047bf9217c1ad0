import 'package:flutter_test/flutter_test.dart';

import 'receipt_parser.dart';

/// Shared assertion for receipt lines: compares the parsed amount to two
/// decimal places.
void expectAmount(ReceiptLine line, double expected) {
  final rounded = (line.amount * 100).roundToDouble() / 100;
  expect(rounded, expected);
}
