import 'package:flutter/widgets.dart';
import 'package:workmanager/workmanager.dart';

import '../reminders/reminder_service.dart';

const kWaterReminderTask = 'water-reminder';

/// Entry point of the headless engine workmanager starts for background work.
@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    WidgetsFlutterBinding.ensureInitialized();
    debugPrint('[bg] callbackDispatcher task=$task');
    if (task == kWaterReminderTask) {
      await ReminderService.instance.init();
      await ReminderService.instance.showNow(plantId: inputData?['plantId'] as String);
    }
    return true;
  });
}
