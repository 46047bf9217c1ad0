import 'package:firebase_core/firebase_core.dart';
import 'package:workmanager/workmanager.dart';

import '../firebase_options.dart';
import '../sync/upload_job.dart';

const stationSyncTask = 'org.tidewatch.station.sync';

/// Entry point of the background engine that workmanager starts for a BGAppRefreshTask.
/// It runs in its own isolate: nothing set up in main() exists here.
@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    print('[tidewatch-bg] task $task started');
    // Firebase must be initialised again in this isolate (see workmanager#408).
    await Firebase.initializeApp(options: DefaultFirebaseOptions.currentPlatform);
    final job = await UploadJob.fromBackgroundEngine();
    final uploaded = await job.run();
    print('[tidewatch-bg] task $task uploaded $uploaded readings');
    return true;
  });
}
