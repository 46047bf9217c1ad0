import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:mocktail/mocktail.dart';

import 'package:quayside/reminders/reminder_scheduler.dart';

class MockNotifications extends Mock implements FlutterLocalNotificationsPlugin {}

void main() {
  group('ReminderScheduler', () {
    final scheduler = ReminderScheduler(MockNotifications());

    test('schedules the 7am check-in reminder in Lisbon', () {
      final at = scheduler.nextCheckIn('Europe/Lisbon', DateTime.utc(2025, 5, 6, 9, 30));
      expect(at.toIso8601String(), '2025-05-07T07:00:00.000+0100');
    });

    test('schedules the 7am check-in reminder in Kolkata', () {
      // iOS still reports the legacy zone id for devices set up before 2014.
      final at = scheduler.nextCheckIn('Asia/Calcutta', DateTime.utc(2025, 5, 6, 0, 15));
      expect(at.toIso8601String(), '2025-05-06T07:00:00.000+0530');
    });
  });
}
