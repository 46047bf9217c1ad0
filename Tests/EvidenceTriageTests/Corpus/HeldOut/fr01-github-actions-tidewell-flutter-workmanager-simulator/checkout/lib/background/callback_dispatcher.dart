import 'package:workmanager/workmanager.dart';

import '../tides/tide_client.dart';
import '../tides/tide_store.dart';

/// Runs one tide refresh: fetch the next seven days and replace the table.
Future<bool> runTideRefresh({
  required TideStore store,
  required TideClient client,
}) async {
  final events = await client.nextSevenDays(store.harbourId);
  await store.replaceWindow(events);
  return true;
}

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    final store = await TideStore.open();
    return runTideRefresh(store: store, client: TideClient.live());
  });
}
