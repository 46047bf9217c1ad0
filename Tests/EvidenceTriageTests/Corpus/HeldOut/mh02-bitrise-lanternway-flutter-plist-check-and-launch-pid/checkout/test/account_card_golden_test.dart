import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:lanternway/accounts/account_card.dart';

void main() {
  group('Goldens', () {
    testWidgets('account card matches golden', (tester) async {
      await tester.pumpWidget(const MaterialApp(
        home: Scaffold(body: AccountCard(name: 'Everyday', balance: 1250.0)),
      ));
      await expectLater(
        find.byType(AccountCard),
        matchesGoldenFile('goldens/account_card.png'),
      );
    });
  });
}
