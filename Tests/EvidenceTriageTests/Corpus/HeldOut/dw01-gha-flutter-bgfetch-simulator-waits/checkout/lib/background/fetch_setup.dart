import 'package:background_fetch/background_fetch.dart';

const kTideSyncTask = 'com.transistorsoft.tidewell.sync';

/// Configures the periodic fetch (com.transistorsoft.fetch) and returns the
/// plugin status. Registration of the BGTask identifiers happens natively in
/// TSBackgroundFetch from Info.plist (BGTaskSchedulerPermittedIdentifiers).
Future<int> configureTidewellFetch({required void Function(String) onEvent}) {
  return BackgroundFetch.configure(
    BackgroundFetchConfig(
      minimumFetchInterval: 15,
      stopOnTerminate: false,
      enableHeadless: true,
      startOnBoot: true,
      requiredNetworkType: NetworkType.ANY,
    ),
    (String taskId) async {
      onEvent(taskId);
      BackgroundFetch.finish(taskId);
    },
    (String taskId) async {
      BackgroundFetch.finish(taskId);
    },
  );
}
