import 'package:background_fetch/background_fetch.dart';
import 'package:flutter/material.dart';

import 'background/headless_sync.dart';
import 'background/sync_service.dart';
import 'app.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  runApp(const ShiftlyApp());

  // Keep rosters fresh even when the user has swiped the app away.
  // stopOnTerminate:false + enableHeadless:true -> headless task below.
  await BackgroundFetch.configure(
    BackgroundFetchConfig(
      minimumFetchInterval: 15,
      stopOnTerminate: false,
      enableHeadless: true,
      startOnBoot: true,
      requiredNetworkType: NetworkType.ANY,
    ),
    (String taskId) async {
      await SyncService.instance.syncRoster(reason: 'fetch');
      BackgroundFetch.finish(taskId);
    },
    (String taskId) async => BackgroundFetch.finish(taskId),
  );
  BackgroundFetch.registerHeadlessTask(headlessSync);
}
