import 'package:awesome_notifications/awesome_notifications.dart';

final newMailActions = [
  NotificationActionButton(
    key: 'MARK_READ',
    label: 'Mark as read',
    actionType: ActionType.SilentBackgroundAction,
  ),
  NotificationActionButton(key: 'REPLY', label: 'Reply', requireInputText: true),
];
