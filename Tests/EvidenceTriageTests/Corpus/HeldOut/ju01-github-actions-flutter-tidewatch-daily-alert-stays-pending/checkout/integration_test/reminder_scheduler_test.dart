import 'package:flutter/widgets.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:timezone/data/latest_all.dart' as tzdata;
import 'package:timezone/timezone.dart' as tz;
import 'package:tidewatch/reminders/reminder_scheduler.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  late FlutterLocalNotificationsPlugin plugin;
  late ReminderScheduler scheduler;

  setUpAll(() async {
    tzdata.initializeTimeZones();
    tz.setLocalLocation(tz.getLocation('Europe/London'));
    plugin = FlutterLocalNotificationsPlugin();
    await plugin.initialize(const InitializationSettings(
      iOS: DarwinInitializationSettings(),
    ));
    await plugin
        .resolvePlatformSpecificImplementation<IOSFlutterLocalNotificationsPlugin>()
        ?.requestPermissions(alert: true, sound: true);
    scheduler = ReminderScheduler(plugin);
  });

  tearDown(() => plugin.cancelAll());

  group('ReminderScheduler', () {
    testWidgets('daily low-tide reminder repeats at the chosen time', (tester) async {
      final at = tz.TZDateTime.now(tz.local).add(const Duration(hours: 2));
      await scheduler.scheduleDailyLowTideReminder(7001, at);
      final pending = await plugin.pendingNotificationRequests();
      expect(pending.map((p) => p.id), contains(7001));
    });

    testWidgets('one-off tide alert leaves no pending request after it fires', (tester) async {
      final at = tz.TZDateTime.now(tz.local).add(const Duration(seconds: 3));
      await scheduler.scheduleTideAlert(7101, 'High water 4.6 m', at);
      debugPrint('[tide-alert] scheduled id=7101 at $at');

      // The alert is a UNCalendarNotificationTrigger a few seconds out; give
      // the notification centre time to deliver it.
      await tester.runAsync(() => Future<void>.delayed(const Duration(seconds: 6)));

      final active = await plugin.getActiveNotifications();
      debugPrint('[tide-alert] active after wait: ${active.map((a) => a.id).toList()}');
      final pending = await plugin.pendingNotificationRequests();
      debugPrint('[tide-alert] pending after wait: ${pending.map((p) => p.id).toList()}');

      expect(active.map((a) => a.id), contains(7101));
      expect(pending, isEmpty);
    });
  });
}
