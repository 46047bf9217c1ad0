import 'dart:async';

import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:nightjar/alarm/alarm_player.dart';
import 'package:nightjar/fetch/alarm_fetch.dart';
import 'package:nightjar/library/sound_library.dart';
import 'package:nightjar/main.dart' as app;
import 'package:nightjar/timer/sleep_timer_label.dart';

/// Native hook registered by Runner/AppDelegate.swift in integration builds only.
const _hooks = MethodChannel('nightjar/test_hooks');

Future<void> sendAppToBackground() => _hooks.invokeMethod('sendToBackground');

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('sleep timer label', () {
    testWidgets('shows Off when the timer is not running', (tester) async {
      expect(sleepTimerLabel(Duration.zero), 'Off');
    });

    testWidgets('rounds remaining minutes up', (tester) async {
      // 11 min 20 s left must read "12 min" so the label never says "0 min" while sound is still playing.
      expect(sleepTimerLabel(const Duration(minutes: 11, seconds: 20)), '12 min');
    });
  });

  group('sound library', () {
    testWidgets('orders sounds by last played, newest first', (tester) async {
      final sounds = [
        Sound('Brown noise', DateTime.utc(2026, 11, 20, 23, 5)),
        Sound('Rain on tin roof', DateTime.utc(2026, 11, 25, 22, 40)),
        Sound('Harbour at night', DateTime.utc(2026, 11, 23, 21, 15)),
        const Sound('Fan', null),
      ];
      expect(orderedByLastPlayed(sounds).map((s) => s.title).toList(),
          ['Rain on tin roof', 'Harbour at night', 'Brown noise', 'Fan']);
    });
  });

  group('background alarm', () {
    testWidgets('plays the wake chime when the timer fires after the app is backgrounded', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      final player = AlarmPlayer();
      await sendAppToBackground();
      await Future<void>.delayed(const Duration(seconds: 3));
      // The timer fires while Nightjar is in the background (audio background mode is on).
      await player.ring();
      await Future<void>.delayed(const Duration(seconds: 2));
      await player.stop();
    });

    testWidgets('runs the alarm check task one minute after scheduling it', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      final fired = Completer<void>();
      await AlarmFetch.configure(onTask: (taskId) {
        if (taskId == AlarmFetch.alarmCheckTaskId && !fired.isCompleted) fired.complete();
      });
      final ok = await AlarmFetch.scheduleAlarmCheck(delay: const Duration(minutes: 1));
      print('[BackgroundFetch] scheduleTask ${AlarmFetch.alarmCheckTaskId}: $ok');
      await fired.future.timeout(const Duration(minutes: 3));
    });
  });
}
