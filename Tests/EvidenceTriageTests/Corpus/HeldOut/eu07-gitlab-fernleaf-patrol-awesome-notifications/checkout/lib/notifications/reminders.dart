import 'package:awesome_notifications/awesome_notifications.dart';
import 'package:flutter/foundation.dart';

import '../chores/chore_store.dart';

const remindersChannel = 'chore_reminders';
const markDoneAction = 'MARK_DONE';

class ReminderController {
  static Future<void> init() async {
    await AwesomeNotifications().initialize(null, [
      NotificationChannel(
        channelKey: remindersChannel,
        channelName: 'Chore reminders',
        channelDescription: 'Reminders for chores that are due',
      ),
    ]);
    await AwesomeNotifications().setListeners(onActionReceivedMethod: onActionReceivedMethod);
  }

  static Future<void> remindIn(Duration delay, {required String choreId, required String title}) {
    return AwesomeNotifications().createNotification(
      content: NotificationContent(
        id: choreId.hashCode & 0x7fffffff,
        channelKey: remindersChannel,
        title: title,
        body: 'Tap "Mark done" when it is finished',
        payload: {'choreId': choreId},
      ),
      actionButtons: [
        NotificationActionButton(
          key: markDoneAction,
          label: 'Mark done',
          actionType: ActionType.SilentBackgroundAction,
        ),
      ],
      schedule: NotificationInterval(interval: delay, preciseAlarm: true),
    );
  }

  /// Runs in a background isolate for silent actions (the app stays closed).
  @pragma('vm:entry-point')
  static Future<void> onActionReceivedMethod(ReceivedAction action) async {
    if (action.buttonKeyPressed != markDoneAction) return;
    final choreId = action.payload?['choreId'];
    if (choreId == null) return;
    try {
      final store = await ChoreStore.open();
      await store.markDone(choreId);
      debugPrint('[reminders] marked $choreId done from notification action');
    } catch (e) {
      debugPrint('[awesome_notifications] onActionReceivedMethod failed: $e');
    }
  }
}
