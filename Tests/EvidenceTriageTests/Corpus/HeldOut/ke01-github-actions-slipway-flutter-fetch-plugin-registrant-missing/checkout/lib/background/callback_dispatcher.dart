import 'package:flutter/widgets.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:workmanager/workmanager.dart';

import '../reminders/reminder_planner.dart';
import '../tides/tide_client.dart';

/// Entry point of the background isolate that workmanager spins up for
/// `Workmanager.iOSBackgroundTask` ("iOSPerformFetch") and for Android jobs.
@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    debugPrint('[callbackDispatcher] task=$task');
    WidgetsFlutterBinding.ensureInitialized();
    final notifications = FlutterLocalNotificationsPlugin();
    try {
      await notifications.initialize(const InitializationSettings(
        iOS: DarwinInitializationSettings(requestAlertPermission: false),
      ));
      final events = await TideClient.fromEnvironment().nextEvents(hours: 36);
      debugPrint('[tide-refresh] fetched ${events.length} tide events for ${events.first.station}');
      final planned = ReminderPlanner().plan(events);
      for (final r in planned) {
        await notifications.zonedSchedule(
          r.id, r.title, r.body, r.when,
          const NotificationDetails(iOS: DarwinNotificationDetails(threadIdentifier: 'tide-reminder')),
          androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
        );
      }
      return true;
    } catch (e, st) {
      debugPrint('[tide-refresh] notification failed - $e');
      debugPrint('$st');
      return false;
    }
  });
}
