import 'package:background_fetch/background_fetch.dart';

/// Wraps the background_fetch plugin. On iOS the periodic fetch and the one-off
/// alarm check both run through BGTaskScheduler, so iOS decides when they launch.
class AlarmFetch {
  static const alarmCheckTaskId = 'com.transistorsoft.alarmcheck';

  static Future<int> configure({required void Function(String taskId) onTask}) async {
    final status = await BackgroundFetch.configure(
      BackgroundFetchConfig(
        minimumFetchInterval: 15,
        stopOnTerminate: false,
        enableHeadless: true,
        requiredNetworkType: NetworkType.NONE,
      ),
      (String taskId) async {
        onTask(taskId);
        BackgroundFetch.finish(taskId);
      },
      (String taskId) async => BackgroundFetch.finish(taskId),
    );
    print('[BackgroundFetch] configure status: $status');
    return status;
  }

  static Future<bool> scheduleAlarmCheck({required Duration delay}) {
    return BackgroundFetch.scheduleTask(TaskConfig(
      taskId: alarmCheckTaskId,
      delay: delay.inMilliseconds,
      periodic: false,
    ));
  }
}
