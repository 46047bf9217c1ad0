import 'package:flutter/widgets.dart';
import 'package:workmanager/workmanager.dart';

import 'balance_refresh.dart';
import 'outbox_drain.dart';

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    WidgetsFlutterBinding.ensureInitialized();
    debugPrint('[bg] $task started');
    try {
      switch (task) {
        case OutboxDrain.taskName:
          final sent = await OutboxDrain.run();
          debugPrint('[bg] $task sent $sent');
          break;
        case BalanceRefresh.taskIdentifier:
          await BalanceRefresh.run();
          break;
      }
      return true;
    } catch (e, st) {
      debugPrint('[bg] $task failed: $e');
      debugPrintStack(stackTrace: st, maxFrames: 12);
      return false;
    }
  });
}
