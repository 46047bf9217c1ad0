import 'package:background_fetch/background_fetch.dart';
import '../sync/sync_queue.dart';

class FetchSetup {
  static void Function(String taskId)? onEvent;

  static Future<int> configure(SyncQueue queue) {
    return BackgroundFetch.configure(
      BackgroundFetchConfig(
        minimumFetchInterval: 15,
        stopOnTerminate: false,
        enableHeadless: true,
        startOnBoot: true,
      ),
      (String taskId) async {
        onEvent?.call(taskId);
        await queue.drain();
        BackgroundFetch.finish(taskId);
      },
      (String taskId) async {
        BackgroundFetch.finish(taskId);
      },
    );
  }
}
