import 'package:flutter/widgets.dart';
import 'package:shared_preferences/shared_preferences.dart';
import 'package:workmanager/workmanager.dart';

import '../sync/sync_client.dart';

const oneOffSyncTask = 'sync.oneoff';
const lastSyncStampKey = 'lastSyncStamp';

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    WidgetsFlutterBinding.ensureInitialized();
    debugPrint('[bg] task $task started');
    try {
      final prefs = SharedPreferencesAsync();
      final since = await prefs.getString(lastSyncStampKey);
      final result = await SyncClient.fromEnvironment().pull(since: since);
      await prefs.setString(lastSyncStampKey, result.serverStamp);
      debugPrint('[bg] task $task finished, ${result.items.length} items');
      return true;
    } catch (e) {
      debugPrint('[bg] task $task failed: $e');
      return false;
    }
  });
}
