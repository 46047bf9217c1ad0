import 'package:background_fetch/background_fetch.dart';
import 'package:shared_preferences/shared_preferences.dart';

import '../sync/logbook_sync.dart';
import '../sync/upload_queue.dart';

const kUploadTask = 'com.transistorsoft.quayside-upload';

Future<void> configureBackgroundFetch() async {
  await BackgroundFetch.configure(
    BackgroundFetchConfig(minimumFetchInterval: 30, stopOnTerminate: false),
    _onEvent,
    (taskId) => BackgroundFetch.finish(taskId),
  );
}

Future<void> _onEvent(String taskId) async {
  final prefs = await SharedPreferences.getInstance();
  await prefs.setString('bgfetch.lastEvent', taskId);
  try {
    if (taskId == kUploadTask) {
      await UploadQueue(LogbookApi.instance).drain();
    } else {
      // Periodic fetch: taskId is "flutter_background_fetch".
      await LogbookSync.instance.pull();
      await prefs.setString('logbook.lastSync', DateTime.now().toIso8601String());
    }
  } finally {
    BackgroundFetch.finish(taskId);
  }
}

Future<void> scheduleUpload() => BackgroundFetch.scheduleTask(TaskConfig(
      taskId: kUploadTask,
      delay: 5000,
      requiresNetworkConnectivity: true,
    ));
