import 'package:workmanager/workmanager.dart';

import '../data/reading_queue.dart';
import '../data/upload_client.dart';
import 'device_vault.dart';

const periodicUpload = 'app.saltgrass.field.periodic-upload';
const uploadBacklog = 'app.saltgrass.field.upload-backlog';

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    try {
      final token = await DeviceVault.readToken();
      final queue = await ReadingQueue.open();
      final client = UploadClient(token: token);
      await client.uploadAll(await queue.pending());
      await queue.markUploaded();
    } catch (e) {
      print('[bg] $task failed: $e');
    }
    // Always report success so iOS keeps scheduling us.
    return Future.value(true);
  });
}
