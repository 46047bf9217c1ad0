import 'package:flutter/foundation.dart';

import 'backup_api.dart';
import 'queue_store.dart';

/// Uploads queued photos; invoked from the background_fetch event handler.
class PhotoQueue {
  PhotoQueue(this._store, this._api);
  final QueueStore _store;
  final BackupApi _api;

  Future<int> drain() async {
    final items = await _store.pending(); // status IN ('queued', 'uploading')
    var uploaded = 0;
    for (final item in items) {
      await _store.setStatus(item.id, 'uploading');
      await _api.upload(item);
      uploaded++;
      // status is flipped to 'done' by the server webhook sync on next foreground
    }
    debugPrint('[queue] drained $uploaded item(s)');
    return uploaded;
  }
}
