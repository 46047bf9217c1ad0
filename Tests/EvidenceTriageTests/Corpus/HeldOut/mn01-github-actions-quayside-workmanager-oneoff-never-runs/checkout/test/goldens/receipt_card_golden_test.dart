import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:quayside/widgets/receipt_card.dart';

import '../helpers/fixtures.dart';

void main() {
  group('ReceiptCard', () {
    testWidgets('golden matches', (tester) async {
      await tester.pumpWidget(MaterialApp(home: ReceiptCard(receipt: Fixtures.cafeReceipt)));
      await expectLater(find.byType(ReceiptCard), matchesGoldenFile('receipt_card.png'));
    });
  });
}
