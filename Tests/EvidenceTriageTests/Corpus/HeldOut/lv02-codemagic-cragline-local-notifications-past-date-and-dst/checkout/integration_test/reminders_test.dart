import 'package:cragline/main.dart' as app;
import 'package:cragline/notifications/notifications.dart';
import 'package:flutter/foundation.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:timezone/timezone.dart' as tz;

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('hike reminders (ios)', () {
    testWidgets('upcoming hikes list shows the next three hikes', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      expect(find.byKey(const Key('upcoming-hike')), findsNWidgets(3));
    });

    testWidgets('reminder is listed in Notification Centre after it fires',
        (tester) async {
      app.main();
      await tester.pumpAndSettle();
      final ios = notifications.resolvePlatformSpecificImplementation<
          IOSFlutterLocalNotificationsPlugin>()!;
      final granted = await ios.requestPermissions(alert: true, sound: true);
      debugPrint('[reminders] permission granted: $granted');

      await notifications.cancelAll();
      await notifications.zonedSchedule(
        9001,
        'Ridge loop starts in an hour',
        'Meet at the trailhead.',
        tz.TZDateTime.now(tz.local).add(const Duration(seconds: 5)),
        hikeDetails,
        androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
      );
      final pending = await notifications.pendingNotificationRequests();
      debugPrint('[reminders] pending after schedule: ${pending.map((p) => p.id).toList()}');

      await tester.pump(const Duration(seconds: 8));
      await Future<void>.delayed(const Duration(seconds: 8));

      final stillPending = await notifications.pendingNotificationRequests();
      final active = await notifications.getActiveNotifications();
      debugPrint('[reminders] pending after 8s: ${stillPending.map((p) => p.id).toList()} '
          'active: ${active.map((a) => a.id).toList()}');
      expect(active.map((a) => a.id), contains(9001),
          reason: 'the fired reminder should be in Notification Centre');
    });
  });
}
