import 'package:cragline/reminders/meetup_reminder.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:timezone/data/latest_all.dart' as tz_data;
import 'package:timezone/timezone.dart' as tz;

void main() {
  tz_data.initializeTimeZones();
  final london = tz.getLocation('Europe/London');

  group('nextMeetupReminder', () {
    test('next Monday 07:00 from the previous Monday', () {
      final last = tz.TZDateTime(london, 2027, 1, 11, 7);
      expect(nextMeetupReminder(last), tz.TZDateTime(london, 2027, 1, 18, 7));
    });

    test('keeps 07:00 local time across the spring-forward change', () {
      final last = tz.TZDateTime(london, 2027, 3, 22, 7);
      expect(nextMeetupReminder(last), tz.TZDateTime(london, 2027, 3, 29, 7));
    });

    test('keeps 07:00 local time across the autumn change', () {
      final last = tz.TZDateTime(london, 2027, 10, 25, 7);
      expect(nextMeetupReminder(last).hour, 7);
    }, skip: 'tracked in CRAG-1410');
  });
}
