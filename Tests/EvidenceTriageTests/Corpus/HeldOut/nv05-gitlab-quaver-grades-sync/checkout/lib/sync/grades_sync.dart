import 'dart:async';

import 'package:workmanager/workmanager.dart';

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    GradesSync._completer?.complete();
    return true;
  });
}

class GradesSync {
  static const taskId = 'com.quaver.app.gradesRefresh';
  static Completer<void>? _completer;
  static bool _scheduled = false;

  static Future<void> schedule() async {
    await Workmanager().initialize(callbackDispatcher);
    await Workmanager().registerPeriodicTask(
      taskId,
      'gradesRefresh',
      frequency: const Duration(hours: 1),
    );
    _scheduled = true;
  }

  static Future<bool> isScheduled() async => _scheduled;

  static Future<void> nextRun() {
    _completer = Completer<void>();
    return _completer!.future;
  }
}
