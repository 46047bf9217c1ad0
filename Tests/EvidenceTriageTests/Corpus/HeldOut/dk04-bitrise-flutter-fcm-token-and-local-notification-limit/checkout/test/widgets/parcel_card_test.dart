import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:parcelpost/widgets/parcel_card.dart';

void main() {
  testWidgets('ParcelCard shows carrier logo', (tester) async {
    await tester.pumpWidget(MaterialApp(home: ParcelCard.sample()));
    expect(find.byKey(const Key('carrier-logo')), findsOneWidget);
  });

  testWidgets('ParcelCard shows ETA in local time', (tester) async {
    // ETA from the API is UTC; the test pins the device zone to Europe/Berlin.
    final card = ParcelCard(
      parcelId: 'PP-4471',
      carrier: 'DHL',
      etaUtc: DateTime.utc(2026, 12, 1, 8, 30),
      zone: 'Europe/Berlin',
    );
    await tester.pumpWidget(MaterialApp(home: card));
    await tester.pumpAndSettle();

    // 08:30 UTC is 09:30 in Berlin in December.
    // (No DST in December: UTC+1.)
    expect(find.text('Arrives 09:30'), findsOneWidget);
  });
}
