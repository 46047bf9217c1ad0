import 'dart:convert';

import 'package:flutter/foundation.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:timezone/timezone.dart' as tz;

typedef OpenHabit = void Function(String habitId);

class HabitReminders {
  HabitReminders(this._plugin, {this.onOpenHabit});

  final FlutterLocalNotificationsPlugin _plugin;
  final OpenHabit? onOpenHabit;

  Future<void> init() async {
    await _plugin.initialize(
      const InitializationSettings(
        iOS: DarwinInitializationSettings(
          defaultPresentAlert: true,
          defaultPresentBanner: true,
          defaultPresentList: true,
        ),
      ),
      // Handles taps while the app is running (foreground or background).
      onDidReceiveNotificationResponse: _onResponse,
    );
    debugPrint('[reminders] plugin initialised');
  }

  void _onResponse(NotificationResponse response) {
    final payload = response.payload;
    if (payload == null) return;
    final habitId = (jsonDecode(payload) as Map<String, dynamic>)['habitId'] as String;
    debugPrint('[reminders] tapped reminder for $habitId');
    onOpenHabit?.call(habitId);
  }

  Future<void> showIn(Duration delay, {required int id, required String title}) async {
    final when = tz.TZDateTime.now(tz.local).add(delay);
    await _plugin.zonedSchedule(
      id,
      title,
      'Tap to log it',
      when,
      const NotificationDetails(iOS: DarwinNotificationDetails()),
      androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
    );
    debugPrint('[reminders] scheduled #$id at $when');
  }
}
