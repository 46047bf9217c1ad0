import 'photo_uploader.dart';
import 'pending_store.dart';

/// Drains pending garden photos. Called from the BackgroundFetch callback and from pull-to-refresh.
class SyncQueue {
  SyncQueue(this.store, this.uploader);
  final PendingStore store;
  final PhotoUploader uploader;

  Future<int> drain() async {
    final pending = await store.pending();
    var sent = 0;
    for (final photo in pending) {
      await uploader.upload(photo);
      sent++;
    }
    // BUG: items are only removed after the whole batch; an overlapping drain re-sends them.
    await store.removeAll(pending.map((p) => p.id));
    return sent;
  }
}
