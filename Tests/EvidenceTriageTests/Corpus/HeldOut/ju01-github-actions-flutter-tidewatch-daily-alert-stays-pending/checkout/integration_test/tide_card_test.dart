import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:intl/intl.dart';
import 'package:tidewatch/ui/tide_card.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();
  Intl.defaultLocale = 'en_GB';

  group('TideCard', () {
    testWidgets('shows next high water in 24-hour time', (tester) async {
      await tester.pumpWidget(MaterialApp(
        home: TideCard(nextHighWater: DateTime(2026, 12, 3, 14, 5), heightMetres: 4.63),
      ));
      expect(find.text('14:05'), findsOneWidget);
    });

    testWidgets('rounds height to one decimal place', (tester) async {
      await tester.pumpWidget(MaterialApp(
        home: TideCard(nextHighWater: DateTime(2026, 12, 3, 14, 5), heightMetres: 4.63),
      ));
      expect(find.text('4.6 m'), findsOneWidget);
    });
  });
}
