import 'package:workmanager/workmanager.dart';

class StatementSync {
  static const taskId = 'com.larkpay.wallet.statement-sync';

  static Future<void> schedule() async {
    await Workmanager().registerPeriodicTask(
      taskId,
      taskId,
      frequency: const Duration(hours: 12),
      constraints: Constraints(networkType: NetworkType.connected),
    );
  }

  static Future<bool> isScheduled() => Workmanager().isScheduledByUniqueName(taskId);
}
