import 'package:background_fetch/background_fetch.dart';

/// Schedules the one-off task that computes the evening summary and posts
/// the local notification. iOS runs it as a BGProcessingTask whenever the
/// system decides; `delay` is only the earliest begin date.
class EveningSummaryScheduler {
  static const taskId = 'com.transistorsoft.sootfall.summary';

  Future<void> enable() async {
    await BackgroundFetch.scheduleTask(TaskConfig(
      taskId: taskId,
      delay: const Duration(minutes: 3).inMilliseconds,
      periodic: false,
      requiresNetworkConnectivity: true,
    ));
  }
}
