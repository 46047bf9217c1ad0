import 'package:flutter_test/flutter_test.dart';
import 'package:sproutly/schedule/watering_schedule.dart';
import 'package:timezone/data/latest.dart' as tzdata;
import 'package:timezone/timezone.dart' as tz;

void main() {
  setUpAll(tzdata.initializeTimeZones);

  group('WateringSchedule', () {
    test('next date adds the interval in days', () {
      final berlin = tz.getLocation('Europe/Berlin');
      final schedule = WateringSchedule(intervalDays: 3, hour: 9, location: berlin);
      final next = schedule.nextAfter(tz.TZDateTime(berlin, 2026, 6, 1, 9));
      expect(next, tz.TZDateTime(berlin, 2026, 6, 4, 9));
    });

    test('next date keeps the watering hour across the spring-forward change in Berlin', () {
      final berlin = tz.getLocation('Europe/Berlin');
      final schedule = WateringSchedule(intervalDays: 2, hour: 9, location: berlin);

      // 2026-03-29 is the spring-forward Sunday in Europe.
      final next = schedule.nextAfter(tz.TZDateTime(berlin, 2026, 3, 28, 9));

      expect(next, tz.TZDateTime(berlin, 2026, 3, 30, 9));
    });

    test('next date for a daily plant is tomorrow', () {
      final tokyo = tz.getLocation('Asia/Tokyo');
      final schedule = WateringSchedule(intervalDays: 1, hour: 7, location: tokyo);
      expect(schedule.nextAfter(tz.TZDateTime(tokyo, 2026, 1, 31, 7)), tz.TZDateTime(tokyo, 2026, 2, 1, 7));
    });
  });
}
