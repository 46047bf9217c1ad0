import 'package:background_fetch/background_fetch.dart';

import '../sync/coach_sync.dart';

Future<void> configureBackgroundFetch() async {
  final status = await BackgroundFetch.configure(
    BackgroundFetchConfig(
      minimumFetchInterval: 30,
      stopOnTerminate: false,
      enableHeadless: true,
      requiredNetworkType: NetworkType.ANY,
    ),
    (String taskId) async {
      await CoachSync.instance.pushPendingWorkouts();
      BackgroundFetch.finish(taskId);
    },
    (String taskId) async => BackgroundFetch.finish(taskId),
  );
  await BackgroundFetch.scheduleTask(TaskConfig(
    taskId: 'com.thistledown.app.coach-sync',
    delay: 60 * 60 * 1000,
    periodic: false,
    requiresNetworkConnectivity: true,
  ));
  CoachSync.instance.lastFetchStatus = status;
}
