import 'package:background_fetch/background_fetch.dart';
import 'package:brindle/sync/trail_sync.dart';
import 'package:brindle/tiles/tile_cache.dart';

const purgeTaskId = 'com.transistorsoft.purge-tiles';

Future<void> initBackgroundWork() async {
  await BackgroundFetch.configure(
    BackgroundFetchConfig(
      minimumFetchInterval: 15,
      stopOnTerminate: false,
      enableHeadless: true,
      requiredNetworkType: NetworkType.ANY,
    ),
    _onBackgroundFetch,
    _onBackgroundFetchTimeout,
  );
  await BackgroundFetch.scheduleTask(TaskConfig(
    taskId: purgeTaskId,
    delay: 60 * 60 * 1000,
    periodic: true,
    requiresCharging: true,
  ));
}

Future<void> _onBackgroundFetch(String taskId) async {
  await TrailSync.instance.run(reason: 'background-fetch');
  BackgroundFetch.finish(taskId);
}

Future<void> _onBackgroundFetchTimeout(String taskId) async {
  TrailSync.instance.cancel();
  BackgroundFetch.finish(taskId);
}

Future<void> purgeExpiredTiles() => TileCache.instance.purgeExpired(maxAge: const Duration(days: 30));
