import 'package:flutter/widgets.dart';
import 'package:shared_preferences/shared_preferences.dart';
import 'package:workmanager/workmanager.dart';

import '../feed/feed_refresh_job.dart';
import 'background_scheduler.dart';

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    WidgetsFlutterBinding.ensureInitialized();
    final prefs = await SharedPreferences.getInstance();
    await prefs.setString('lastRun:$task', DateTime.now().toUtc().toIso8601String());
    switch (task) {
      case BackgroundTaskIds.feedRefresh:
        final result = await FeedRefreshJob.standard().run();
        return result.succeeded;
      case BackgroundTaskIds.offlineSync:
      case BackgroundTaskIds.imageCacheCleanup:
        return true;
      default:
        return false;
    }
  });
}
