import 'package:flutter_foreground_task/flutter_foreground_task.dart';

import 'dispatcher_client.dart';

/// Keeps the dispatcher's map up to date while a courier is on a round:
/// one heartbeat (last known position, stops left, battery) every 5 s.
@pragma('vm:entry-point')
void startHeartbeatCallback() {
  FlutterForegroundTask.setTaskHandler(HeartbeatTaskHandler());
}

class HeartbeatTaskHandler extends TaskHandler {
  final _client = DispatcherClient.fromEnvironment();
  int _sent = 0;

  @override
  Future<void> onStart(DateTime timestamp, TaskStarter starter) async {
    print('[heartbeat] task started by ${starter.name}');
  }

  @override
  void onRepeatEvent(DateTime timestamp) {
    _client.sendHeartbeat(timestamp).then((ok) {
      if (ok) _sent++;
      print('[heartbeat] sent=$_sent at ${timestamp.toIso8601String()}');
      FlutterForegroundTask.sendDataToMain({'sent': _sent});
    });
  }

  @override
  Future<void> onDestroy(DateTime timestamp, bool isTimeout) async {
    print('[heartbeat] task destroyed (timeout=$isTimeout)');
  }
}

Future<ServiceRequestResult> startRoundHeartbeat() {
  FlutterForegroundTask.init(
    androidNotificationOptions: AndroidNotificationOptions(
      channelId: 'round_heartbeat',
      channelName: 'Round in progress',
    ),
    iosNotificationOptions: const IOSNotificationOptions(showNotification: false),
    foregroundTaskOptions: ForegroundTaskOptions(
      eventAction: ForegroundTaskEventAction.repeat(5000),
      allowWakeLock: true,
    ),
  );
  return FlutterForegroundTask.startService(
    serviceId: 4711,
    notificationTitle: 'Round in progress',
    notificationText: 'Sharing your position with dispatch',
    callback: startHeartbeatCallback,
  );
}
