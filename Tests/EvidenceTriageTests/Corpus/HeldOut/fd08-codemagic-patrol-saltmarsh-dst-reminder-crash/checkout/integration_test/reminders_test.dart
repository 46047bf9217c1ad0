import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:patrol/patrol.dart';
import 'package:saltmarsh/reminders/reminder_scheduler.dart';
import 'package:timezone/data/latest_all.dart' as tzdata;
import 'package:timezone/timezone.dart' as tz;

void main() {
  tzdata.initializeTimeZones();
  tz.setLocalLocation(tz.getLocation('Africa/Cairo'));

  group('reminders', () {
    patrolTest('schedules the daily reminder at 21:00', ($) async {
      final scheduler = ReminderScheduler(FlutterLocalNotificationsPlugin());
      await scheduler.init();
      await scheduler.scheduleDaily(hour: 21, minute: 0);
      expect(await scheduler.pendingCount(), 1);
    });

    // Friday 24 April 2026 is the night Egypt moves its clocks forward:
    // 00:00 local does not exist that day.
    patrolTest('schedules the Friday prayer reminder at midnight', ($) async {
      final scheduler = ReminderScheduler(FlutterLocalNotificationsPlugin());
      await scheduler.init();
      await scheduler.scheduleOnce(tz.TZDateTime(tz.local, 2026, 4, 24));
      expect(await scheduler.pendingCount(), 1);
    });
  });
}
