import 'package:background_fetch/background_fetch.dart';
import 'package:gullwing/logs/log_sync.dart';

Future<void> initBackgroundFetch() async {
  final status = await BackgroundFetch.configure(
    BackgroundFetchConfig(minimumFetchInterval: 30, stopOnTerminate: false, enableHeadless: true),
    (String taskId) async {
      print('[BackgroundFetch] Event received $taskId');
      if (taskId == 'com.transistorsoft.sync-logs') {
        await LogSync.instance.upload();
      } else {
        await LogSync.instance.pullForecast();
      }
      BackgroundFetch.finish(taskId);
    },
    (String taskId) async => BackgroundFetch.finish(taskId),
  );
  print('[BackgroundFetch] configure status $status');
}

Future<String> scheduleLogSync() async {
  await BackgroundFetch.scheduleTask(TaskConfig(taskId: 'com.transistorsoft.sync-logs', delay: 15 * 60 * 1000, periodic: true));
  return 'scheduled:com.transistorsoft.sync-logs';
}
