import 'package:flutter/widgets.dart';
import 'package:workmanager/workmanager.dart';

import '../store/receipt_store.dart';
import 'ledger_client.dart';
import 'sync_policy.dart';

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    WidgetsFlutterBinding.ensureInitialized();
    switch (task) {
      case uploadQueuedReceiptsTask:
        final store = await ReceiptStore.open();
        final uploaded = await LedgerClient.fromEnvironment()
            .uploadAll(await store.pending());
        await store.markUploaded(uploaded);
        return true;
      case 'refreshLedger':
        await LedgerClient.fromEnvironment().refreshBalances();
        return true;
      default:
        return false;
    }
  });
}
