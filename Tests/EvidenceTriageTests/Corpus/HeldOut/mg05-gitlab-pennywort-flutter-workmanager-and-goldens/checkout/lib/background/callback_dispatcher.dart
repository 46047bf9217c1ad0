import 'package:workmanager/workmanager.dart';

import '../sync/habit_sync.dart';

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask(handleTask);
}

/// Returns whether the background task succeeded; workmanager reports it to the OS.
Future<bool> handleTask(String task, Map<String, dynamic>? inputData) async {
  switch (task) {
    case HabitSync.taskName:
      try {
        await HabitSync.instance.run();
      } catch (error, stack) {
        HabitSync.instance.log.severe('sync failed', error, stack);
      }
      break;
  }
  return Future.value(true);
}
