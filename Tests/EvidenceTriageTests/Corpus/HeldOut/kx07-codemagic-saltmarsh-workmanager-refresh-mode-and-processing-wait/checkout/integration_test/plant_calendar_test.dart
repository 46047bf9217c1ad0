import 'package:flutter_test/flutter_test.dart';
import 'package:saltmarsh/garden/plant_calendar.dart';

void main() {
  group('PlantCalendar', () {
    test('next watering skips frost days', () {
      final calendar = PlantCalendar({DateTime(2026, 12, 7)});
      final next = calendar.nextWatering(DateTime(2026, 12, 4, 7, 30));




      expect(next, DateTime(2026, 12, 8));
    });

    test('next watering keeps the weekly cadence', () {
      final calendar = PlantCalendar({});
      expect(calendar.nextWatering(DateTime(2026, 12, 1), everyDays: 7), DateTime(2026, 12, 8));
    });
  });
}
