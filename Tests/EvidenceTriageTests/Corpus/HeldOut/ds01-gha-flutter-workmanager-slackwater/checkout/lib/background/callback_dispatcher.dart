import 'dart:io';

import 'package:shared_preferences/shared_preferences.dart';
import 'package:workmanager/workmanager.dart';

import 'sync_job.dart';

const kSyncTask = 'dev.slackwater.app.sync-once';
const kRefreshTask = 'dev.slackwater.app.refresh';

/// Entry point of workmanager's background engine (a separate FlutterEngine on iOS).
@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    final statusPath = inputData?['statusPath'] as String?;
    try {
      // Plugins are only available here if the host registered them for the
      // background engine (WorkmanagerPlugin.setPluginRegistrantCallback on iOS).
      final prefs = await SharedPreferences.getInstance();
      final stations = prefs.getStringList('saved_stations') ?? const <String>[];
      await SyncJob(stations: stations).run();
      if (statusPath != null) await File(statusPath).writeAsString('ok');
      return true;
    } catch (e) {
      print('[slackwater.sync] failed: $e');
      if (statusPath != null) await File(statusPath).writeAsString('failed: $e');
      return false;
    }
  });
}
