import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:lindenvale/reminders/reminder_scheduler.dart';
import 'package:timezone/data/latest.dart' as tzdata;
import 'package:timezone/timezone.dart' as tz;
import 'fake_notifications_plugin.dart';

void main() {
  setUpAll(() {
    tzdata.initializeTimeZones();
    tz.setLocalLocation(tz.getLocation('Europe/Berlin'));
  });

  group('ReminderScheduler', () {
    late FakeNotificationsPlugin plugin;
    late ReminderScheduler scheduler;

    setUp(() {
      plugin = FakeNotificationsPlugin();
      scheduler = ReminderScheduler(plugin);
    });

    test('schedules daily reminder at 08:00 local', () async {
      await scheduler.scheduleDaily(plantId: 17, hour: 8);
      final call = plugin.zonedScheduleCalls.single;
      expect(call.scheduledDate.hour, 8);
      expect(call.matchDateTimeComponents, DateTimeComponents.time);
    });

    test('passes Darwin details so iOS shows the banner', () async {
      await scheduler.scheduleDaily(plantId: 17, hour: 8);
      final NotificationDetails details = plugin.zonedScheduleCalls.single.details;
      // ReminderScheduler builds NotificationDetails(android: ...) only; on
      // iOS the request is created but nothing is presented.
      //
      //
      //
      //
      //
      //
      //
      //
      expect(details.iOS, isNotNull,
          reason: 'NotificationDetails.iOS must be set or the reminder is created but never presented on iOS');
    });

    test('keeps at most 64 pending requests', () async {
      for (var i = 0; i < 70; i++) {
        await scheduler.scheduleDaily(plantId: i, hour: 8);
      }
      expect(plugin.pending.length, lessThanOrEqualTo(64));
    });
  });
}
