import 'package:background_fetch/background_fetch.dart';

/// Refreshes cancellations for saved routes roughly every 30 minutes.
Future<void> initSailingFetch() async {
  await BackgroundFetch.configure(
    BackgroundFetchConfig(minimumFetchInterval: 30, stopOnTerminate: false, enableHeadless: true),
    (String taskId) async {
      await SailingCache.refreshSavedRoutes();
      BackgroundFetch.finish(taskId);
    },
    (String taskId) async => BackgroundFetch.finish(taskId),
  );
}
