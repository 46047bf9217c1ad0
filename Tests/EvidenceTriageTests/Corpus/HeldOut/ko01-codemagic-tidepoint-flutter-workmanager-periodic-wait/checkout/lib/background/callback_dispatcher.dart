import 'package:flutter/widgets.dart';
import 'package:shared_preferences/shared_preferences.dart';
import 'package:workmanager/workmanager.dart';

import '../tides/tide_sync.dart';
import 'upload_scheduler.dart';

const kTideSyncTaskId = 'app.tidepoint.mobile.tide-sync';
const kTideSyncLastRunKey = 'tide_sync_last_run';

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    WidgetsFlutterBinding.ensureInitialized();
    final prefs = await SharedPreferences.getInstance();
    switch (task) {
      case kDeferredPhotoUploadTask:
        final started = DateTime.now();
        debugPrint('[photo-upload] executeTask $task batch=${inputData?['batch']} at ${started.toIso8601String()}');
        await prefs.setInt(kUploadsPerformedKey, (prefs.getInt(kUploadsPerformedKey) ?? 0) + 1);
        return true;
      case kTideSyncTaskId:
        await TideSync().run();
        await prefs.setString(kTideSyncLastRunKey, DateTime.now().toIso8601String());
        debugPrint('[tide-sync] completed');
        return true;
      default:
        return true;
    }
  });
}
