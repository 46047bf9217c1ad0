import 'package:cadence/reminders/habit_reminders.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('shows the reminder banner while the app is in the foreground', (tester) async {
    final plugin = FlutterLocalNotificationsPlugin();
    final reminders = HabitReminders(plugin);
    await reminders.init();

    await reminders.showIn(const Duration(seconds: 3), id: 41, title: 'Drink water');
    await tester.pump(const Duration(seconds: 6));

    // Presented notifications end up in Notification Center.
    final active = await plugin.getActiveNotifications();
    expect(active.map((n) => n.id), contains(41));
  });
}
