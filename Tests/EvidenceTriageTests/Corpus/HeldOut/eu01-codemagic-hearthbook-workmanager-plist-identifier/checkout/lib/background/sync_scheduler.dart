import 'package:workmanager/workmanager.dart';

/// Identifier shared with ios/Runner/AppDelegate.swift (SyncTask.identifier).
const syncTaskId = 'app.hearthbook.sync';

Future<void> scheduleHouseholdSync() async {
  await Workmanager().registerPeriodicTask(
    syncTaskId,
    'householdSync',
    frequency: const Duration(minutes: 20),
    constraints: Constraints(networkType: NetworkType.connected),
  );
}
