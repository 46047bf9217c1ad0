import 'dart:async';

import 'package:flutter/foundation.dart';
import 'package:flutter/widgets.dart';
import 'package:workmanager/workmanager.dart';

import '../data/tide_repository.dart';
import '../diagnostics/recorder_channel.dart';
import 'export_task.dart';
import 'probe_store.dart';
import 'task_names.dart';
import 'tide_refresh_task.dart';

export 'probe_store.dart' show DispatcherProbe;

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    WidgetsFlutterBinding.ensureInitialized();
    await RecorderChannel.record(task, phase: 'launch', outcome: 'succeeded');
    try {
      final ok = switch (task) {
        TaskNames.nightlyExport => await ExportTask().run(),
        TaskNames.tideRefresh =>
          await TideRefreshTask(TideRepository.background()).run(inputData),
        _ => false,
      };
      await RecorderChannel.record(task, phase: 'completion', outcome: ok ? 'succeeded' : 'failed');
      await ProbeStore.write(task, succeeded: ok, inputData: inputData);
      return ok;
    } catch (error, stack) {
      debugPrint('$task failed: $error');
      debugPrintStack(stackTrace: stack, maxFrames: 6);
      await RecorderChannel.record(task,
          phase: 'execution', outcome: 'failed', errorType: error.runtimeType.toString());
      await ProbeStore.write(task, succeeded: false, error: '$task failed in the background isolate: $error');
      return false;
    }
  });
}
