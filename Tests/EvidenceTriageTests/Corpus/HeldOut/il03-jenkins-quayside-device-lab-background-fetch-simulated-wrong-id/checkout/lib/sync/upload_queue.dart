import 'package:shared_preferences/shared_preferences.dart';

import 'logbook_api.dart';

/// Pending logbook uploads, drained by the com.transistorsoft.quayside-upload task.
class UploadQueue {
  UploadQueue(this._api);
  final LogbookApi _api;

  Future<void> drain() async {
    final prefs = await SharedPreferences.getInstance();
    final pending = prefs.getInt('uploadQueue.pending') ?? 0;
    for (var i = 0; i < pending; i++) {
      final entry = await _api.nextPendingEntry();
      try {
        await _api.upload(entry); // throws LogbookApiException on 5xx
      } finally {
        // Each entry is attempted once and then removed.
        await prefs.setInt('uploadQueue.pending',
            (prefs.getInt('uploadQueue.pending') ?? 1) - 1);
      }
    }
    await prefs.setString('uploadQueue.lastRun', DateTime.now().toIso8601String());
  }
}
