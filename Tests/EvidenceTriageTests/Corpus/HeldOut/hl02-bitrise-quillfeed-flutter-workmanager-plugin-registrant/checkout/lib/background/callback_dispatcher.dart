import 'package:flutter/widgets.dart';
import 'package:shared_preferences/shared_preferences.dart';
import 'package:workmanager/workmanager.dart';

import '../feed/feed_repository.dart';

const prefetchTask = 'feed-prefetch';

/// Runs in the headless FlutterEngine that workmanager starts for background work.
/// Every plugin used here must be registered for that engine on iOS.
@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    WidgetsFlutterBinding.ensureInitialized();
    debugPrint('[bg] $task started');
    final prefs = await SharedPreferences.getInstance();
    final cursor = prefs.getString('feed.cursor');
    final result = await FeedRepository.headless().prefetch(after: cursor);
    await prefs.setString('feed.cursor', result.nextCursor);
    await prefs.setString('bg.lastRun', 'ok');
    debugPrint('[bg] $task finished, ${result.count} articles');
    return true;
  });
}
