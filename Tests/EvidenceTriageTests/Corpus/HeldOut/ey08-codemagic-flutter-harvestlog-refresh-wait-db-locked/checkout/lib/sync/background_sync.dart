import 'dart:isolate';

import '../storage/readings_db.dart';
import 'station_api.dart';

/// Pulls new readings from the station API in a background isolate and writes
/// them through the sync isolate's own database handle.
class BackgroundSync {
  static Future<int> pullInIsolate(StationApi api) {
    return Isolate.run(() async {
      final db = await ReadingsDb.openForSync();
      final fresh = await api.fetchSince(await api.lastCursor());
      // Long-running write transaction while the UI isolate may be writing
      // its own batch on the other connection.
      await db.insertBatch(fresh);
      return fresh.length;
    });
  }
}
