import 'package:ferncast/background/callback_dispatcher.dart';
import 'package:ferncast/main.dart' as app;
import 'package:ferncast/reminders/reminder_service.dart';
import 'package:patrol/patrol.dart';
import 'package:workmanager/workmanager.dart';

import 'support/notifications.dart';

void main() {
  patrolTest('reminder is posted from the background task', ($) async {
    await app.main();
    await $.pumpAndSettle();
    await $.native.grantPermissionWhenInUse();

    // One-off task: workmanager runs it right away in a headless engine
    // (callbackDispatcher), which posts the local notification.
    await Workmanager().registerOneOffTask(kWaterReminderTask, kWaterReminderTask,
        inputData: {'plantId': 'monstera-1'});

    await $.native.pressHome();
    await waitForNotification($, 'Time to water Monstera',
        timeout: const Duration(seconds: 30));
  });

  patrolTest('tapping a reminder opens the plant detail', ($) async {
    await app.main();
    await $.pumpAndSettle();

    await ReminderService.instance.showNow(plantId: 'monstera-1');
    await $.native.pressHome();
    await $.native.openNotifications();
    await $.native.tapOnNotificationBySelector(
        Selector(textContains: 'Time to water Monstera'));

    // onDidReceiveNotificationResponse routes to /plant/<id>.
    await $('Monstera deliciosa').waitUntilVisible(timeout: const Duration(seconds: 15));
  });
}
