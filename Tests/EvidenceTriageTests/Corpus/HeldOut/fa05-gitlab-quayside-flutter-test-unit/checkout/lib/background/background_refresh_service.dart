import 'package:background_fetch/background_fetch.dart';

import 'meter_api.dart';
import 'upload_queue.dart';

/// Runs from the background_fetch callback (iOS: com.transistorsoft.fetch) and
/// from the "Sync now" button. Returns true when every pending reading was sent.
class BackgroundRefreshService {
  BackgroundRefreshService(this._api, this._queue);

  final MeterApi _api;
  final UploadQueue _queue;

  static Future<void> configure(Future<void> Function(String taskId) onFetch) async {
    await BackgroundFetch.configure(
      BackgroundFetchConfig(minimumFetchInterval: 15, stopOnTerminate: false, enableHeadless: true),
      onFetch,
      (taskId) => BackgroundFetch.finish(taskId),
    );
  }

  Future<bool> run() async {
    final readings = await _queue.pending();
    if (readings.isEmpty) return true;

    final accepted = await _api.uploadReadings(readings);
    // Since 4.1: acknowledge what the server accepted so a retry does not resend it.
    await _queue.markSent(accepted);

    return accepted.length == readings.length;
  }
}
