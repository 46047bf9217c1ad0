import 'package:flutter/widgets.dart';
import 'package:workmanager/workmanager.dart';

import 'nightly_sync_job.dart';

const nightlySyncTask = 'app.verdant.plants.nightlySync';

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    WidgetsFlutterBinding.ensureInitialized();
    DartPluginRegistrant.ensureInitialized();
    if (task == nightlySyncTask) {
      return runNightlySync();
    }
    return true;
  });
}
