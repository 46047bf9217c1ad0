import 'package:flutter_foreground_task/flutter_foreground_task.dart';

void startTripTicker() {
  FlutterForegroundTask.init(
    androidNotificationOptions: AndroidNotificationOptions(channelId: 'trip', channelName: 'Trip'),
    iosNotificationOptions: const IOSNotificationOptions(showNotification: true),
    foregroundTaskOptions: ForegroundTaskOptions(eventAction: ForegroundTaskEventAction.repeat(5000)),
  );
  FlutterForegroundTask.startService(notificationTitle: 'Trip running', notificationText: 'Recording paddle', callback: tickerCallback);
}

@pragma('vm:entry-point')
void tickerCallback() => FlutterForegroundTask.setTaskHandler(TickHandler());
