import 'package:awesome_notifications/awesome_notifications.dart';
import '../inbox/inbox_api.dart';
import '../inbox/inbox_store.dart';

/// Registered in main() via AwesomeNotifications().setListeners(...).
class ActionListeners {
  @pragma('vm:entry-point')
  static Future<void> onActionReceivedMethod(ReceivedAction action) async {
    if (action.buttonKeyPressed != 'MARK_READ') return;
    final id = action.payload?['messageId'];
    print('[SilentAction] start markRead id=$id');
    final api = InboxApi.fromEnvironment();
    await api.markRead(id!);
    await InboxStore.shared.applyRead(id);
    print('[SilentAction] done markRead id=$id');
  }
}
