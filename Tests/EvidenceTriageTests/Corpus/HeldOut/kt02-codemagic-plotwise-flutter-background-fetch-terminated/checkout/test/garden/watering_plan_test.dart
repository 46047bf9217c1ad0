import 'package:flutter_test/flutter_test.dart';
import 'package:plotwise/garden/forecast.dart';
import 'package:plotwise/garden/watering_plan.dart';

void main() {
  group('WateringPlan', () {
    test('skips days with forecast rain', () {
      final plan = WateringPlan([
        DayForecast(DateTime(2026, 6, 1), rainMm: 0, rainProbability: 5),
        DayForecast(DateTime(2026, 6, 2), rainMm: 8.2, rainProbability: 40),
        DayForecast(DateTime(2026, 6, 3), rainMm: 0, rainProbability: 10),
      ]);
      expect(plan.wateringDays(), [DateTime(2026, 6, 1), DateTime(2026, 6, 3)]);
    });
  });
}
