import 'package:awesome_notifications/awesome_notifications.dart';

/// "Focus nudges": a gentle repeating reminder while a focus session runs.
/// Still on awesome_notifications (0.6.13) until the migration to
/// flutter_local_notifications is finished.
class FocusNudges {
  static const channelKey = 'focus_nudges';

  Future<void> init() => AwesomeNotifications().initialize(null, [
        NotificationChannel(
          channelKey: channelKey,
          channelName: 'Focus nudges',
          channelDescription: 'Reminders while a focus session is running',
        ),
      ]);

  Future<void> startSession({required String habitId, required Duration every}) async {
    await AwesomeNotifications().createNotification(
      content: NotificationContent(
        id: habitId.hashCode & 0x7fffffff,
        channelKey: channelKey,
        title: 'Still with it?',
        body: 'Breathe, then back to your habit.',
        payload: {'habitId': habitId},
      ),
      schedule: NotificationInterval(
        interval: every.inSeconds,
        timeZone: await AwesomeNotifications().getLocalTimeZoneIdentifier(),
        repeats: true,
      ),
    );
  }

  Future<List<NotificationModel>> scheduledFor(String habitId) async {
    final all = await AwesomeNotifications().listScheduledNotifications();
    return all.where((n) => n.content?.payload?['habitId'] == habitId).toList();
  }
}
