import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:tidemark/main.dart' as app;
import 'package:tidemark/notifications/reminder_scheduler.dart';
import 'package:tidemark/notifications/time_zone_setup.dart';
import 'package:timezone/timezone.dart' as tz;

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Reminder scheduling', () {
    late ReminderScheduler scheduler;

    setUp(() {
      scheduler = ReminderScheduler(FlutterLocalNotificationsPlugin());
    });

    testWidgets('app boots to the tide list', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      expect(find.text('Tides'), findsOneWidget);
    });

    testWidgets('schedules the morning digest at 08:00 local time',
        (tester) async {
      await configureLocalTimeZone();
      final at = scheduler.nextMorningDigest();
      expect(at.hour, 8);
      await scheduler.scheduleMorningDigest();
      final pending = await FlutterLocalNotificationsPlugin()
          .pendingNotificationRequests();
      expect(pending.map((p) => p.id), contains(1001));
    });

    testWidgets('falls back to UTC when the device zone is unknown',
        (tester) async {
      await configureFallbackTimeZone();
      expect(tz.local.currentTimeZone.offset, 0);
    });

    testWidgets('registers the digest refresh with workmanager',
        (tester) async {
      await scheduler.registerDigestRefresh();
    });
  });

  group('Tide list', () {
    testWidgets('shows high and low water for today', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      expect(find.textContaining('High water'), findsWidgets);
      expect(find.textContaining('Low water'), findsWidgets);
    });

    testWidgets('pull to refresh keeps the selected harbour', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await tester.tap(find.text('Harbour: Penmarch'));
      await tester.pumpAndSettle();
      await tester.fling(find.byType(ListView), const Offset(0, 400), 1000);
      await tester.pumpAndSettle();
      expect(find.text('Harbour: Penmarch'), findsOneWidget);
    });
  });
}
