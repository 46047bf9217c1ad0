import 'package:workmanager/workmanager.dart';

import '../data/api_client.dart';
import '../data/outbox_store.dart';

/// Sends queued expense edits. On iOS the one-off task is started right away
/// by workmanager (beginBackgroundTask) in its own background Flutter engine.
class OutboxDrain {
  static const taskName = 'outboxDrain';
  static const uniqueName = 'com.burrowmint.outbox.drain';

  static Future<void> scheduleNow() {
    return Workmanager().registerOneOffTask(
      uniqueName,
      taskName,
      existingWorkPolicy: ExistingWorkPolicy.replace,
    );
  }

  static Future<int> run() async {
    final store = await OutboxStore.open();
    final pending = await store.pending();
    var sent = 0;
    for (final entry in pending) {
      await ApiClient.shared.putExpense(entry.payload);
      await store.remove(entry.id);
      sent++;
    }
    return sent;
  }
}
