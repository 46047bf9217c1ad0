import 'package:alarm/alarm.dart';
import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:tidewake/main.dart' as app;

const diagnostics = MethodChannel('tidewake/diagnostics');

// The identifier the alarm plugin registers and submits (SwiftAlarmPlugin.backgroundTaskIdentifier).
const pluginRefreshTask = 'com.gdelataillade.fetch';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Alarm scheduling', () {
    setUpAll(() async {
      app.main();
      await Alarm.init();
    });

    testWidgets('plugin refresh task is permitted by the built Info.plist', (tester) async {
      final permitted = await diagnostics.invokeListMethod<String>('permittedTaskIdentifiers');
      expect(permitted, contains(pluginRefreshTask));
    });

    testWidgets('setting an alarm submits the app refresh request', (tester) async {
      await Alarm.set(
        alarmSettings: AlarmSettings(
          id: 42,
          dateTime: DateTime.now().add(const Duration(minutes: 30)),
          assetAudioPath: 'assets/sounds/low_tide.mp3',
          notificationTitle: 'Low tide',
          notificationBody: 'Beach walk window opens',
        ),
      );
      await tester.pump(const Duration(seconds: 2));
      final pending = await diagnostics.invokeListMethod<String>('pendingTaskRequests');
      expect(pending, [pluginRefreshTask]);
    });

    testWidgets('ringing alarm can be stopped from the app', (tester) async {
      await Alarm.set(
        alarmSettings: AlarmSettings(
          id: 43,
          dateTime: DateTime.now().add(const Duration(seconds: 3)),
          assetAudioPath: 'assets/sounds/low_tide.mp3',
          notificationTitle: 'Test',
          notificationBody: 'Test',
        ),
      );
      await tester.pump(const Duration(seconds: 5));
      expect(await Alarm.isRinging(43), isTrue);
      await Alarm.stop(43);
      expect(await Alarm.isRinging(43), isFalse);
    });
  });
}
