import 'dart:async';

import 'package:shared_preferences/shared_preferences.dart';
import 'package:workmanager/workmanager.dart';

const uploadTask = 'fernbrook.upload';
const compactionTask = 'app.fernbrook.field.compaction';

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    final prefs = await SharedPreferences.getInstance();
    // Test hook: remember which task name the dispatcher saw and when.
    await prefs.setString('last_task_name', task);
    await prefs.setInt('last_task_at_ms', DateTime.now().millisecondsSinceEpoch);
    switch (task) {
      case uploadTask:
        return _uploadPendingObservations(inputData);
      case compactionTask:
        return _compactDatabase();
    }
    return false;
  });
}

Future<bool> _uploadPendingObservations(Map<String, dynamic>? input) async => true;
Future<bool> _compactDatabase() async => true;

Future<void> enqueueUpload(String batchId, {Duration delay = Duration.zero}) {
  return Workmanager().registerOneOffTask(
    'upload-$batchId', // unique name per batch
    uploadTask,
    initialDelay: delay,
    inputData: {'batch': batchId},
  );
}

Future<void> scheduleNightlyCompaction() {
  return Workmanager().registerProcessingTask(
    compactionTask,
    compactionTask,
    initialDelay: const Duration(hours: 6),
    constraints: Constraints(networkType: NetworkType.not_required, requiresCharging: true),
  );
}
