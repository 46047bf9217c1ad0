import 'package:flutter_test/flutter_test.dart';
import 'package:larkpay/receipts/totals.dart';
import 'package:patrol/patrol.dart';

void main() {
  patrolTest('rounds totals half to even', ($) async {
    expect(roundCents(10.125), 10.12);
    expect(roundCents(10.135), 10.14);
  });
}
