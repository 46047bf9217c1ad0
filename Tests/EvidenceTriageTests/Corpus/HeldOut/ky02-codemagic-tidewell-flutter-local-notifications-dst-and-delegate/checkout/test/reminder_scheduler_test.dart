import 'package:flutter_test/flutter_test.dart';
import 'package:mocktail/mocktail.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:tidewell/reminders/reminder_scheduler.dart';
import 'package:timezone/data/latest.dart' as tzdata;
import 'package:timezone/timezone.dart' as tz;

class MockPlugin extends Mock implements FlutterLocalNotificationsPlugin {}

void main() {
  tzdata.initializeTimeZones();
  final london = tz.getLocation('Europe/London');

  group('ReminderScheduler', () {
    test('next weekly reminder on the same week', () {
      final s = ReminderScheduler(MockPlugin(), london);
      final next = s.nextWeekly(tz.TZDateTime(london, 2026, 3, 2, 12), DateTime.friday, 8);
      expect(next, tz.TZDateTime(london, 2026, 3, 6, 8));
    });

    test('next weekly reminder keeps 08:00 across DST change', () {
      final s = ReminderScheduler(MockPlugin(), london);
      // BST starts on Sunday 29 March 2026.
      final next = s.nextWeekly(tz.TZDateTime(london, 2026, 3, 27, 12), DateTime.monday, 8);
      expect(next.hour, 8);
      expect(next, tz.TZDateTime(london, 2026, 3, 30, 8));
    });
  });
}
