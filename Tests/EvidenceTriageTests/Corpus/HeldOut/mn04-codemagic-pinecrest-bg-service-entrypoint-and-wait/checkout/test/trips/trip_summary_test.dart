import 'package:flutter_test/flutter_test.dart';
import 'package:pinecrest/trips/trip_summary.dart';

void main() {
  group('TripSummary', () {
    test('rounds distance to one decimal', () {
      expect(TripSummary(metres: 12349).distanceLabel, '12.3 km');
    });
  });
}
