import 'package:flutter/widgets.dart';
import 'package:workmanager/workmanager.dart';

import 'digest_refresh_job.dart';
import 'outbox_flush_job.dart';

const outboxFlushTask = 'com.tallyroute.courier.outboxFlush';
const digestRefreshTask = 'com.tallyroute.courier.digestRefresh';

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    WidgetsFlutterBinding.ensureInitialized();
    debugPrint('[bg] executeTask task=$task inputData=$inputData');
    switch (task) {
      case outboxFlushTask:
        return runOutboxFlush(inputData);
      case digestRefreshTask:
        return runDigestRefresh();
      default:
        debugPrint('[bg] unknown task $task');
        return true;
    }
  });
}
