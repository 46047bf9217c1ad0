import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:quayside/berths/nearby_berths_page.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('NearbyBerths', () {
    testWidgets('requests location permission on first open', (tester) async {
      await tester.pumpWidget(const MaterialApp(home: NearbyBerthsPage()));
      await tester.pumpAndSettle();
      expect(find.text('Berths near you'), findsOneWidget);
    });
  });
}
