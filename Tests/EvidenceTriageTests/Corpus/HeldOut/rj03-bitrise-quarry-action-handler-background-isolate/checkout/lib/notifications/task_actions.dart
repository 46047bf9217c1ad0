import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import '../tasks/task_store.dart';

const snoozeAction = DarwinNotificationAction.plain('SNOOZE_1H', 'Snooze 1 hour');
const doneAction = DarwinNotificationAction.plain(
  'MARK_DONE', 'Done',
  options: <DarwinNotificationActionOption>{DarwinNotificationActionOption.foreground},
);

final taskCategory = DarwinNotificationCategory('task_due', actions: [snoozeAction, doneAction]);

@pragma('vm:entry-point')
void onBackgroundResponse(NotificationResponse r) async {
  print('[TaskActions] ${r.actionId} for ${r.payload}');
  await TaskStore.instance.snooze(r.payload!, const Duration(hours: 1));
}
