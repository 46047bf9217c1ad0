import 'package:flutter/material.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:oakhollow/main.dart' as app;
import 'package:patrol/patrol.dart';
import 'package:timezone/timezone.dart' as tz;

void main() {
  final plugin = FlutterLocalNotificationsPlugin();

  // Notification permission is granted before the run by
  // `applesimutils --setPermissions notifications=YES` (see Jenkinsfile),
  // so no system prompt appears in these tests.
  patrolTest('schedules the daily watering reminder', ($) async {
    await app.main();
    await $.pumpAndSettle();

    await $(#settingsTab).tap();
    await $(#wateringReminderSwitch).tap();
    await $.pumpAndSettle();

    final pending = await plugin.pendingNotificationRequests();
    // One repeating request for 09:00 local time.



    expect(pending.length, 1, reason: 'pending notification requests after enabling reminders');
    expect(pending.single.title, 'Time to water');
  });

  patrolTest("keeps nine o'clock after a time zone change", ($) async {
    await app.main();
    await $.pumpAndSettle();
    await $(#settingsTab).tap();
    await $(#wateringReminderSwitch).tap();

    // Traveller moves from Europe/London to Europe/Helsinki.
    tz.setLocalLocation(tz.getLocation('Europe/Helsinki'));
    await app.onTimeZoneChanged();
    await $.pumpAndSettle();

    // The reminder must follow the wall clock, not the old UTC instant.
    final label = $(#nextReminderLabel).text;




    expect(label, 'Tomorrow, 09:00');
  });
}
