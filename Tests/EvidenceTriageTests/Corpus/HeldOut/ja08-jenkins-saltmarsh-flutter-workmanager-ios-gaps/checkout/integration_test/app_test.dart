import 'package:flutter/services.dart';
import 'package:flutter/widgets.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:saltmarsh/background/tide_refresh.dart';
import 'package:saltmarsh/reminders/mooring_reminder.dart';
import 'package:saltmarsh/settings/units.dart';
import 'package:saltmarsh/tz_setup.dart';
import 'package:saltmarsh/ui/swell_label.dart';
import 'package:saltmarsh/main.dart' as app;

const _hooks = MethodChannel('saltmarsh/test_hooks');

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('TideAlerts', () {
    testWidgets('registers the periodic tide refresh', (tester) async {
      await app.main();
      await scheduleTideRefresh();
    });
  });

  group('MooringReminders', () {
    testWidgets('daily reminder starts tomorrow', (tester) async {
      await configureLocalTimeZone();
      final plugin = FlutterLocalNotificationsPlugin();
      await plugin.initialize(const InitializationSettings(iOS: DarwinInitializationSettings()));
      await scheduleDailyMooringCheck(plugin, 15);

      // Native hook: UNCalendarNotificationTrigger.nextTriggerDate() of request 4200.
      final next = DateTime.parse(await _hooks.invokeMethod<String>('nextTriggerDate', 4200) ?? '');
      final tomorrow = DateTime.now().add(const Duration(days: 1));
      expect(next.day, tomorrow.day, reason: 'first reminder must be tomorrow, got $next');
    });
  });

  group('BackgroundFetch', () {
    testWidgets('simulated launch refreshes tides', (tester) async {
      await app.main();
      await refreshTidesSoon();
      await _hooks.invokeMethod('simulateLaunch', 'workmanager.background.task');
      final refreshed = await _hooks.invokeMethod<bool>('waitForTideRefresh', 15) ?? false;
      expect(refreshed, isTrue, reason: 'tide table not refreshed 15 s after the simulated launch');
    });
  });

  group('HarbourCard', () {
    test('shows swell in metres', () {
      expect(swellLabel(1.8, units: Units.forLocale('en_IE')), '1.8 m');
    });

    testWidgets('shows tide arrow', (tester) async {
      await app.main();
      await tester.pumpAndSettle();
      expect(find.byKey(const Key('tide-arrow-rising')), findsOneWidget);
    });
  });

  group('Onboarding', () {
    testWidgets('picks home harbour', (tester) async {
      await app.main();
      await tester.pumpAndSettle();
      await tester.tap(find.text('Kinsale'));
      await tester.pumpAndSettle();
      expect(find.text('Home harbour: Kinsale'), findsOneWidget);
    });
  });
}
