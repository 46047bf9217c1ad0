import 'dart:async';

import 'package:shared_preferences/shared_preferences.dart';
import 'package:workmanager/workmanager.dart';

import '../data/readings_repository.dart';
import '../data/sync_scope.dart';
import 'refresh_probe.dart';

const String tideRefreshTask = 'tideRefresh';
const String mooringSyncTask = 'mooringSync';

/// Entry point handed to Workmanager().initialize in main.dart.
@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask(backgroundMain);
}

/// Runs one background job.
///
/// On iOS the plugin calls this with [Workmanager.iOSBackgroundTask] for a
/// background fetch (UIApplication performFetch), and with the BGTaskScheduler
/// identifier for processing / app-refresh tasks.
@pragma('vm:entry-point')
Future<bool> backgroundMain(String task, Map<String, dynamic>? inputData) async {
  final prefs = await SharedPreferences.getInstance();
  final repo = ReadingsRepository(prefs);

  switch (task) {
    case tideRefreshTask:
      RefreshProbe.markRan();
      await repo.refreshTideTable();
      return true;

    case mooringSyncTask:
      final scope = SyncScope.parse(inputData?['scope'] as String? ?? 'all');
      return repo.uploadPending(scope);

    case Workmanager.iOSBackgroundTask:
      // Background fetch: resume the upload with the scope the user picked.
      final scope = SyncScope.parse(inputData?['scope'] as String);
      return repo.uploadPending(scope);

    default:
      return Future.value(false);
  }
}
