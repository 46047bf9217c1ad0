import 'package:cragline/reminders/hike.dart';
import 'package:cragline/reminders/hike_reminder_scheduler.dart';
import 'package:flutter/foundation.dart';
import 'package:flutter/services.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:timezone/data/latest_all.dart' as tz_data;
import 'package:timezone/timezone.dart' as tz;

const _channel = MethodChannel('dexterous.com/flutter/local_notifications');

void main() {
  TestWidgetsFlutterBinding.ensureInitialized();
  late List<MethodCall> calls;
  late FlutterLocalNotificationsPlugin plugin;

  setUp(() async {
    tz_data.initializeTimeZones();
    tz.setLocalLocation(tz.getLocation('Europe/London'));
    debugDefaultTargetPlatformOverride = TargetPlatform.iOS;
    calls = <MethodCall>[];
    TestDefaultBinaryMessengerBinding.instance.defaultBinaryMessenger
        .setMockMethodCallHandler(_channel, (call) async {
      calls.add(call);
      return call.method == 'initialize' ? true : null;
    });
    plugin = FlutterLocalNotificationsPlugin();
    await plugin.initialize(
        const InitializationSettings(iOS: DarwinInitializationSettings()));
  });

  tearDown(() => debugDefaultTargetPlatformOverride = null);

  group('HikeReminderScheduler', () {
    test('schedules a reminder one hour before the start', () async {
      final startsAt = tz.TZDateTime.now(tz.local).add(const Duration(hours: 5));
      final hike = Hike(id: 'h-118', title: 'Kinder Scout', startsAt: startsAt);
      await HikeReminderScheduler(plugin).scheduleFor(hike);
      final call = calls.singleWhere((c) => c.method == 'zonedSchedule');
      final args = (call.arguments as Map).cast<String, Object?>();
      expect(args['scheduledDateTime'],
          startsAt.subtract(const Duration(hours: 1)).toIso8601String().substring(0, 19));
    });

    test('schedules a reminder for a hike that starts in 30 minutes', () async {
      final now = tz.TZDateTime.now(tz.local);
      final hike = Hike(id: 'h-204', title: 'Ridge loop', startsAt: now.add(const Duration(minutes: 30)));
      await HikeReminderScheduler(plugin).scheduleFor(hike);
      final call = calls.singleWhere((c) => c.method == 'zonedSchedule');
      final args = (call.arguments as Map).cast<String, Object?>();
      final at = DateTime.parse(args['scheduledDateTime']! as String);
      expect(at.difference(now).inMinutes, inInclusiveRange(4, 5));
    });

    test('cancels the reminder when the hike is cancelled', () async {
      final hike = Hike(id: 'h-311', title: 'Edale circuit',
          startsAt: tz.TZDateTime.now(tz.local).add(const Duration(days: 2)));
      await HikeReminderScheduler(plugin).cancelFor(hike);
      expect(calls.last.method, 'cancel');
    });
  });
}
