import 'package:flutter/services.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:shared_preferences/shared_preferences.dart';
import 'package:verdant/background/callback_dispatcher.dart';
import 'package:verdant/main.dart' as app;
import 'package:verdant/reminders/watering_reminders.dart';
import 'package:verdant/ui/plant_card.dart';

const _hooks = MethodChannel('verdant/test_hooks');

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('nightly sync skips when offline', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    await _hooks.invokeMethod('setOffline', {'offline': true});
    final ok = await _hooks.invokeMethod<bool>('simulatePeriodicLaunch', {'identifier': nightlySyncTask});
    expect(ok, isTrue);
    await _hooks.invokeMethod('setOffline', {'offline': false});
  });

  testWidgets('nightly sync posts completion notification', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    // The Simulator never launches BGAppRefreshTasks: drive the plugin's periodic launch path.
    final ok = await _hooks.invokeMethod<bool>('simulatePeriodicLaunch', {'identifier': nightlySyncTask});
    expect(ok, isTrue, reason: 'nightly sync background task should complete successfully');

    final delivered = await _hooks.invokeListMethod<String>('deliveredNotificationIds');
    expect(delivered, contains('1001'));
  });

  test('watering reminder scheduled for next morning', () async {
    final reminders = WateringReminders(FlutterLocalNotificationsPlugin());
    // Simulator runs with TZ=Europe/Madrid (codemagic.yaml); 21:30 local on Dec 4.
    await reminders.scheduleNextMorning(now: DateTime(2026, 12, 4, 21, 30));
    expect(reminders.lastScheduledAt!.toUtc(), DateTime.utc(2026, 12, 5, 7));
  });

  test('plant card shows days since watered', () {
    expect(
      daysSinceWateredLabel(DateTime(2026, 12, 1, 21), DateTime(2026, 12, 4, 9)),
      '3 days ago',
    );
  });
}
