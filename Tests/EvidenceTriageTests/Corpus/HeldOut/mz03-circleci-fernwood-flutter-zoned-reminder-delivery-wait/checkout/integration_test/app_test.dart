import 'package:fernwood/notifications/reminder_service.dart';
import 'package:fernwood/habits/streak.dart';
import 'package:fernwood/habits/schedule.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:timezone/data/latest.dart' as tzdata;
import 'package:timezone/timezone.dart' as tz;

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();
  tzdata.initializeTimeZones();
  tz.setLocalLocation(tz.getLocation('Europe/Dublin'));

  testWidgets('reminder_fires_within_30_seconds', (tester) async {
    final plugin = FlutterLocalNotificationsPlugin();
    final service = ReminderService(plugin);
    await service.init();
    final id = await service.scheduleIn(const Duration(seconds: 10), title: 'Water the ferns');
    final pending = await plugin.pendingNotificationRequests();
    debugPrint('pendingNotificationRequests: ${pending.map((p) => p.id).toList()}');
    await tester.runAsync(() => Future<void>.delayed(const Duration(seconds: 30)));
    final active = await plugin
        .resolvePlatformSpecificImplementation<IOSFlutterLocalNotificationsPlugin>()!
        .getActiveNotifications();
    debugPrint('active after wait: ${active.map((a) => a.id).toList()}');
    expect(active.map((a) => a.id), contains(id));
  });

  testWidgets('streak_counter_resets_after_missed_day', (tester) async {
    final s = Streak.fromDays([DateTime(2026, 3, 1), DateTime(2026, 3, 2), DateTime(2026, 3, 4)]);
    expect(s.current(asOf: DateTime(2026, 3, 4)), 1);
  });

  testWidgets('next_instance_of_time_skips_past_today', (tester) async {
    final now = tz.TZDateTime(tz.local, 2026, 3, 29, 9, 30);
    final next = nextInstanceOf(hour: 8, minute: 0, from: now);
    expect(next, tz.TZDateTime(tz.local, 2026, 3, 30, 8, 0));
  });

  testWidgets('habit_list_shows_all_fixtures', (tester) async {
    await tester.pumpWidget(const FernwoodTestApp(fixture: 'three-habits'));
    await tester.pumpAndSettle();
    expect(find.byKey(const Key('habit.row')), findsNWidgets(3));
  });
}
