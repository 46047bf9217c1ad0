import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:patrol/patrol.dart';
import 'package:wrenfield/main.dart' as app;
import 'package:wrenfield/reminders/dose_schedule.dart';
import 'package:wrenfield/reminders/reminder_service.dart';

void main() {
  group('reminders', () {
    patrolTest('schedules a full quarter of dose reminders', ($) async {
      app.main();
      await $.pumpAndSettle();
      await $.native.grantPermissionWhenInUse();

      final plan = DoseSchedule.twiceDaily('Metoprolol', days: 90);
      await ReminderService.instance.scheduleAll(plan);

      final pending = await FlutterLocalNotificationsPlugin().pendingNotificationRequests();
      expect(pending.map((r) => r.id), contains(plan.first.notificationId));
    });

    patrolTest('tapping the dose reminder opens the dose sheet', ($) async {
      app.main();
      await $.pumpAndSettle();

      await ReminderService.instance.scheduleIn(
        const Duration(seconds: 5),
        DoseSchedule.single('Metoprolol'),
      );
      await $.native.pressHome();
      await Future<void>.delayed(const Duration(seconds: 8));
      await $.native.openNotifications();
      await $.native.tapOnNotificationBySelector(
        Selector(textContains: 'Time for Metoprolol'),
      );

      await $('Dose sheet').waitUntilVisible();
    });

    patrolTest('marks a dose as taken', ($) async {
      app.main();
      await $.pumpAndSettle();
      await $(#todayTab).tap();
      await $(#doseTile_0).$(#takenButton).tap();
      expect($('Taken 08:00'), findsOneWidget);
    });
  });
}
