import 'package:flutter/services.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:sprig/care/watering_log.dart';
import 'package:sprig/reminders/plant.dart';
import 'package:sprig/reminders/reminder_scheduler.dart';
import 'package:timezone/data/latest.dart' as tzdata;
import 'package:timezone/timezone.dart' as tz;

const _diagnostics = MethodChannel('sprig/diagnostics');

Future<DateTime?> nextTriggerDate(int id) async {
  final iso = await _diagnostics.invokeMethod<String>('nextTriggerDate', {'id': id});
  return iso == null ? null : DateTime.parse(iso);
}

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();
  final plugin = FlutterLocalNotificationsPlugin();
  late ReminderScheduler scheduler;

  setUpAll(() async {
    tzdata.initializeTimeZones();
    tz.setLocalLocation(tz.getLocation('Europe/Amsterdam'));
    await plugin.initialize(const InitializationSettings(
      iOS: DarwinInitializationSettings(requestAlertPermission: false),
    ));
    scheduler = ReminderScheduler(plugin);
  });

  tearDown(() => plugin.cancelAll());

  group('ReminderScheduler', () {
    testWidgets('daily reminder is pending after scheduling', (tester) async {
      await scheduler.scheduleDaily(const Plant(reminderId: 11, name: 'Monstera'), 8, 0);
      final pending = await plugin.pendingNotificationRequests();
      expect(pending.map((p) => p.id), contains(11));
    });

    testWidgets('weekly reminder starting next month does not fire before its start date', (tester) async {
      final start = tz.TZDateTime(tz.local, 2026, 12, 7, 8); // a Monday, two weeks out
      await scheduler.scheduleWeeklyFrom(const Plant(reminderId: 12, name: 'Calathea'), start);
      final next = await nextTriggerDate(12);
      expect(next, isNotNull);
      expect(next!.toUtc(), start.toUtc());
    });
  });

  group('WateringLog', () {
    test('streak counts consecutive days', () {
      final log = WateringLog([DateTime(2026, 11, 20, 9), DateTime(2026, 11, 21, 8), DateTime(2026, 11, 22, 19)]);
      expect(log.currentStreak(), 3);
    });

    test('streak counts consecutive days across the DST change', () {
      final log = WateringLog([
        DateTime(2026, 10, 24, 21, 30),
        DateTime(2026, 10, 25, 20, 45),
        DateTime(2026, 10, 26, 20, 40),
      ]);
      expect(log.currentStreak(), 3);
    });
  });
}
