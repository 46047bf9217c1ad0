import 'package:clock/clock.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:timezone/data/latest_all.dart' as tzdata;
import 'package:timezone/timezone.dart' as tz;

import 'package:harbour_bell/reminders/digest_scheduler.dart';
import 'package:harbour_bell/reminders/weekly_schedule.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();
  final plugin = FlutterLocalNotificationsPlugin();

  setUpAll(() async {
    tzdata.initializeTimeZones();
    await plugin.initialize(const InitializationSettings(
        iOS: DarwinInitializationSettings()));
  });

  testWidgets('reminder payload round trips', (tester) async {
    final payload = ReminderPayload(berth: 'C14', kind: ReminderKind.lines);
    expect(ReminderPayload.decode(payload.encode()), payload);
  });

  testWidgets('weekly reminder keeps wall clock across DST', (tester) async {
    final berlin = tz.getLocation('Europe/Berlin');
    // Friday before the switch to summer time (Sunday 2027-03-28).
    final now = tz.TZDateTime(berlin, 2027, 3, 26, 15, 30);

    final next = nextWeekly(
        location: berlin, weekday: DateTime.monday, hour: 14, minute: 31, now: now);

    expect(next, tz.TZDateTime(berlin, 2027, 3, 29, 14, 31));
  });

  testWidgets('quiet hours suppress reminders', (tester) async {
    expect(QuietHours(start: 22, end: 7).allows(DateTime(2026, 12, 3, 23)), isFalse);
  });

  testWidgets('daily digest is delivered after advancing the clock', (tester) async {
    final start = DateTime.utc(2026, 12, 3, 10, 0);
    await withClock(Clock.fixed(start), () => DigestScheduler(plugin).scheduleNext());
    expect(await plugin.pendingNotificationRequests(), hasLength(1));

    // Jump the app clock past tomorrow 08:00 and expect iOS to have shown it.
    await withClock(Clock.fixed(start.add(const Duration(days: 1))), () async {
      await tester.pump(const Duration(seconds: 5));
      final active = await plugin.getActiveNotifications();
      expect(active, hasLength(1),
          reason: 'digest should be shown once the clock passes 08:00');
    });
  });
}
