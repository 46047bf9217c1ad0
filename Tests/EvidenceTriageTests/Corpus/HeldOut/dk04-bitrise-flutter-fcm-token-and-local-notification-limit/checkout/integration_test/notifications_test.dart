import 'package:firebase_core/firebase_core.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:parcelpost/push/push_registration.dart';
import 'package:parcelpost/reminders/daily_reminders.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();
  final plugin = FlutterLocalNotificationsPlugin();

  setUpAll(() async {
    await Firebase.initializeApp();
    await DailyReminders.init(plugin);
  });

  group('Push registration', () {
    testWidgets('obtains an FCM token after permission is granted', (tester) async {
      final reg = PushRegistration();
      await reg.requestPermission();
      // Runs on the CI simulator; relies on APNs handing the simulator a token.
      final token = await reg.register();
      expect(token, isNotEmpty);
    });
  });

  group('Daily reminders', () {
    setUp(() => plugin.cancelAll());

    testWidgets('schedules a reminder for each of the next 90 days', (tester) async {
      final reminders = DailyReminders(plugin);
      await reminders.scheduleDaily(
        parcelId: 'PP-4471',
        at: const Duration(hours: 8),
        days: 90,
      );

      final pending = await plugin.pendingNotificationRequests();
      // One request per day, so the user is reminded until the parcel is
      // collected from the locker.
      expect(pending, hasLength(90));
    });

    testWidgets('cancels reminders for a delivered parcel', (tester) async {
      final reminders = DailyReminders(plugin);
      await reminders.scheduleDaily(parcelId: 'PP-4471', at: const Duration(hours: 8), days: 3);
      await reminders.cancelForParcel('PP-4471');
      expect(await plugin.pendingNotificationRequests(), isEmpty);
    });

    testWidgets('shows a notification immediately in foreground', (tester) async {
      await DailyReminders(plugin).showNow('Your parcel is at the locker');
    });
  });
}
