import 'package:workmanager/workmanager.dart';

/// Thin seam over the plugin so tests can record what would be scheduled.
abstract class WorkmanagerGateway {
  factory WorkmanagerGateway.live() = _LiveGateway;

  Future<void> registerPeriodicTask(String uniqueName, String taskName,
      {required Duration frequency});
  Future<void> registerOneOffTask(String uniqueName, String taskName,
      {Map<String, dynamic>? inputData});
}

class _LiveGateway implements WorkmanagerGateway {
  @override
  Future<void> registerPeriodicTask(String uniqueName, String taskName,
          {required Duration frequency}) =>
      Workmanager().registerPeriodicTask(uniqueName, taskName,
          frequency: frequency);

  @override
  Future<void> registerOneOffTask(String uniqueName, String taskName,
          {Map<String, dynamic>? inputData}) =>
      Workmanager()
          .registerOneOffTask(uniqueName, taskName, inputData: inputData);
}

/// Identifiers must match BGTaskSchedulerPermittedIdentifiers in ios/Runner/Info.plist.
const receiptsRefreshId = 'com.quayledger.receipts-refresh';
const uploadQueuedReceiptsTask = 'uploadQueuedReceipts';

class SyncPolicy {
  SyncPolicy(this.gateway);
  final WorkmanagerGateway gateway;

  /// Ledger balances go stale quickly on shared company cards; product asked
  /// for "as often as iOS allows" (QL-1184). iOS never runs a refresh more
  /// often than every 15 minutes anyway.
  static const refreshEvery = Duration(minutes: 10);

  Future<void> apply() => gateway.registerPeriodicTask(
      receiptsRefreshId, 'refreshLedger',
      frequency: refreshEvery);

  Future<void> uploadNow(String batchId) => gateway.registerOneOffTask(
      'receipt-upload-$batchId', uploadQueuedReceiptsTask,
      inputData: {'batch': batchId});
}
