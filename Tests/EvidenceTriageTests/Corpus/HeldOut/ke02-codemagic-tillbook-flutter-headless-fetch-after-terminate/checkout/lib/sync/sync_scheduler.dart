import 'package:background_fetch/background_fetch.dart';

import 'receipt_queue.dart';
import 'receipt_uploader.dart';

/// Glue between BackgroundFetch events and the upload queue.
/// [fetch] is injectable so unit tests can use FakeBackgroundFetch.
class SyncScheduler {
  SyncScheduler(this.queue, this.uploader, {BackgroundFetchApi? fetch})
      : _fetch = fetch ?? const PluginBackgroundFetch();

  final ReceiptQueue queue;
  final ReceiptUploader uploader;
  final BackgroundFetchApi _fetch;

  Future<void> onFetch(String taskId) async {
    await uploader.uploadAll(queue);
    _fetch.finish(taskId);
  }

  /// The OS is about to suspend us: stop, keep the remaining receipts for the next event.
  Future<void> onTimeout(String taskId) async {
    uploader.cancel();
    queue.clear(); // drop partial batch so the next run starts clean
    _fetch.finish(taskId);
  }
}
