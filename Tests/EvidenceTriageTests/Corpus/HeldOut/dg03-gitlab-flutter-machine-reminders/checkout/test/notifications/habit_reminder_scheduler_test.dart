import 'package:cadence/habits/habit.dart';
import 'package:cadence/notifications/habit_reminder_scheduler.dart';
import 'package:clock/clock.dart';
import 'package:flutter/foundation.dart';
import 'package:flutter/services.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:timezone/data/latest_all.dart' as tzdata;
import 'package:timezone/timezone.dart' as tz;

import '../helpers/notification_channel_recorder.dart';

void main() {
  TestWidgetsFlutterBinding.ensureInitialized();
  late NotificationChannelRecorder channel;
  late HabitReminderScheduler scheduler;
  late tz.Location berlin;

  final habit = Habit(
    id: 'stretch-0f3a',
    name: 'Morning stretch',
    alertAtTime: const TimeOfDayValue(hour: 7, minute: 30),
  );

  group('HabitReminderScheduler', () {
    setUp(() async {
      tzdata.initializeTimeZones();
      berlin = tz.getLocation('Europe/Berlin');
      debugDefaultTargetPlatformOverride = TargetPlatform.iOS;
      channel = NotificationChannelRecorder.install();
      final plugin = FlutterLocalNotificationsPlugin();
      await plugin.initialize(const InitializationSettings(iOS: DarwinInitializationSettings()));
      scheduler = HabitReminderScheduler(plugin, location: berlin);
    });

    tearDown(() {
      debugDefaultTargetPlatformOverride = null;
      channel.uninstall();
    });

    test("completing today's habit schedules tomorrow's reminder", () async {
      await withClock(Clock.fixed(DateTime(2026, 12, 7, 6, 0)), () async {
        await scheduler.onHabitCompleted(habit, DateTime(2026, 12, 7));
      });

      final call = channel.single('zonedSchedule');
      expect(call.scheduledDateTime, '2026-12-08T07:30:00');
      expect(call.id, HabitReminderScheduler.notificationIdFor(habit));
    });

    test('saving settings after the reminder time schedules tomorrow', () async {
      await withClock(Clock.fixed(DateTime(2026, 12, 7, 21, 0)), () async {
        await scheduler.onSettingsSaved(habit);
      });

      expect(channel.calls('cancel'), hasLength(1));
      expect(channel.single('zonedSchedule').scheduledDateTime, '2026-12-08T07:30:00');
    });

    test('saving settings before the reminder time schedules today', () async {
      await withClock(Clock.fixed(DateTime(2026, 12, 7, 6, 0)), () async {
        await scheduler.onSettingsSaved(habit);
      });
      expect(channel.single('zonedSchedule').scheduledDateTime, '2026-12-07T07:30:00');
    });

    test('habits without an alert time are not scheduled', () async {
      await scheduler.onSettingsSaved(habit.copyWith(alertAtTime: null));
      expect(channel.calls('zonedSchedule'), isEmpty);
    });
  });
}
