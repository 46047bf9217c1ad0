import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:pinecrest/widgets/trip_card.dart';

void main() {
  group('TripCard', () {
    testWidgets('golden light theme', (tester) async {
      await tester.pumpWidget(MaterialApp(theme: ThemeData.light(), home: const TripCard.sample()));
      await expectLater(find.byType(TripCard), matchesGoldenFile('trip_card_light.png'));
    });
  });
}
