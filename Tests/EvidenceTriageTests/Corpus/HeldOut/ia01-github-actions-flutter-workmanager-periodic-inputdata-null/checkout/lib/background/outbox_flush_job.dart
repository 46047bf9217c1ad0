import 'package:flutter/foundation.dart';

import '../data/outbox_store.dart';
import '../data/depot_api.dart';

/// Flushes queued proof-of-delivery rows for one depot.
///
/// The depot is passed as inputData when the periodic task is registered from
/// Dart (see scheduling.dart). On Android the WorkRequest carries it; on iOS the
/// BGAppRefreshTask launch hands us whatever the plugin kept for this identifier.
Future<bool> runOutboxFlush(Map<String, dynamic>? inputData) async {
  final store = await OutboxStore.open();
  final pending = await store.pendingRows();
  if (pending.isEmpty) {
    debugPrint('[outbox] nothing to flush');
    return true;
  }

  // depotId scopes the upload; it is always provided by scheduleOutboxFlush().
  final depotId = inputData!['depotId'] as String;
  final api = DepotApi.forDepot(depotId);

  for (final row in pending) {
    await api.uploadProof(row);
    await store.markUploaded(row.id);
  }
  debugPrint('[outbox] flushed ${pending.length} rows for $depotId');
  return true;
}
