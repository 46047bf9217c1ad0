import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:larkspur/reminders/course.dart';
import 'package:larkspur/reminders/reminder_planner.dart';
import 'package:larkspur/tz_setup.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('ReminderPlanner', () {
    testWidgets('keeps every dose of a 90 day course pending', (tester) async {
      await configureLocalTimeZone();
      final plugin = FlutterLocalNotificationsPlugin();
      await plugin.initialize(const InitializationSettings(iOS: DarwinInitializationSettings()));
      await plugin.cancelAll();

      final scheduled = await ReminderPlanner(plugin)
          .scheduleCourse(Course.daily('Levothyroxine', days: 90, hour: 7));
      final pending = await plugin.pendingNotificationRequests();

      expect(scheduled, 90);
      expect(pending.length, 90);
    });
  });
}
