import 'package:flutter_test/flutter_test.dart';
import 'package:patrol/patrol.dart';
import 'package:tern/booking/pricing.dart';
import 'package:tern/booking/summary.dart';

void main() {
  patrolTest('priceNightlyRoundsToCents', ($) async {
    expect(Pricing.nightlyLabel(269.7, nights: 3, currency: 'EUR'), '€89.90');
  });

  patrolTest('bookingSummaryShowsNights', ($) async {
    final s = BookingSummary(checkIn: DateTime(2026, 9, 4), checkOut: DateTime(2026, 9, 7));
    expect(s.nightsLabel, '3 nights');
  });
}
