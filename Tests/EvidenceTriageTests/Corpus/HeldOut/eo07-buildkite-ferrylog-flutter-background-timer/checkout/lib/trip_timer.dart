import 'dart:async';

import 'package:flutter/foundation.dart';
import 'package:flutter_foreground_task/flutter_foreground_task.dart';

/// Counts trip seconds in a flutter_foreground_task handler so the trip keeps timing
/// while the phone is in a pocket. On Android this is a real foreground service.
class TripTimer {
  final ValueNotifier<int> ticks = ValueNotifier<int>(0);
  StreamSubscription<Object?>? _sub;

  Future<void> start() async {
    FlutterForegroundTask.init(
      androidNotificationOptions: AndroidNotificationOptions(
        channelId: 'trip_timer',
        channelName: 'Trip timer',
      ),
      iosNotificationOptions: const IOSNotificationOptions(showNotification: false),
      foregroundTaskOptions: ForegroundTaskOptions(
        eventAction: ForegroundTaskEventAction.repeat(1000),
        allowWakeLock: true,
      ),
    );
    FlutterForegroundTask.addTaskDataCallback(_onTick);
    await FlutterForegroundTask.startService(
      notificationTitle: 'Trip in progress',
      notificationText: 'Ferrylog is timing your crossing',
      callback: startTripTimerHandler,
    );
  }

  void _onTick(Object data) {
    if (data is int) {
      ticks.value = data;
      debugPrint('[Ferrylog] tick $data');
    }
  }

  Future<void> stop() async {
    FlutterForegroundTask.removeTaskDataCallback(_onTick);
    await _sub?.cancel();
    await FlutterForegroundTask.stopService();
  }
}

@pragma('vm:entry-point')
void startTripTimerHandler() => FlutterForegroundTask.setTaskHandler(_TripTimerHandler());

class _TripTimerHandler extends TaskHandler {
  int _count = 0;

  @override
  Future<void> onStart(DateTime timestamp, TaskStarter starter) async {}

  @override
  void onRepeatEvent(DateTime timestamp) {
    _count++;
    FlutterForegroundTask.sendDataToMain(_count);
  }

  @override
  Future<void> onDestroy(DateTime timestamp, bool isTimeout) async {}
}
