import 'package:workmanager/workmanager.dart';

import 'snapshot_store.dart';
import 'tide_client.dart';

const oneOffSnapshotTask = 'tides.snapshot.oneoff';
const refreshTask = 'com.saltmarsh.tides.refresh';

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    print('[bg] callbackDispatcher: executeTask $task');
    try {
      final client = TideClient.fromEnvironment();
      final readings = await client.fetchLatest();
      final store = SnapshotStore(fileName: task == oneOffSnapshotTask
          ? 'tides_snapshot_bg.json'
          : 'tides_snapshot.json');
      // path_provider is a plugin: in this isolate it only works if the
      // host registered plugins for background engines.
      await store.write(readings);
      print('[bg] executeTask $task -> true');
      return true;
    } catch (e) {
      print('[bg] executeTask $task -> false');
      rethrow;
    }
  });
}
