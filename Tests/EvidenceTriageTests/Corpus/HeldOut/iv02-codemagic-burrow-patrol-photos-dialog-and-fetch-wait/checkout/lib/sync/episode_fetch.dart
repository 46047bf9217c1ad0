import 'package:background_fetch/background_fetch.dart';

import 'episode_sync.dart';

Future<void> configureEpisodeFetch() async {
  await BackgroundFetch.configure(
    BackgroundFetchConfig(minimumFetchInterval: 15, stopOnTerminate: false),
    (taskId) async {
      await EpisodeSync.shared.downloadNew();
      BackgroundFetch.finish(taskId);
    },
    (taskId) async => BackgroundFetch.finish(taskId),
  );
}
