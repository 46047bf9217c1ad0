import 'package:fernwood/reminders/watering_schedule.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:timezone/data/latest.dart' as tzdata;
import 'package:timezone/timezone.dart' as tz;

void main() {
  setUpAll(tzdata.initializeTimeZones);

  group('WateringSchedule', () {
    test('every 3 days keeps the day count', () {
      final london = tz.getLocation('Europe/London');
      final next = WateringSchedule(everyDays: 3).nextAfter(tz.TZDateTime(london, 2026, 6, 1, 8));
      expect(next.day, 4);
    });

    test('keeps 08:00 local after the DST change', () {
      final london = tz.getLocation('Europe/London');
      // Clocks go forward on 29 March 2026.
      final next = WateringSchedule(everyDays: 1).nextAfter(tz.TZDateTime(london, 2026, 3, 28, 8));
      expect(next.hour, 8);
    });
  });
}
