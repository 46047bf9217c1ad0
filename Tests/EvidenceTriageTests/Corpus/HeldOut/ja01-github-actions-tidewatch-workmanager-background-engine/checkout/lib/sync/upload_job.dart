import 'package:cloud_firestore/cloud_firestore.dart';
import 'package:shared_preferences/shared_preferences.dart';

import '../station/station_session.dart';
import 'reading_queue.dart';

class UploadJob {
  UploadJob(this._queue, this._prefs, this._firestore);

  /// Job without storage or network, for tests that only exercise tagging.
  UploadJob.forIsolateTest()
      : _queue = ReadingQueue.inMemory(),
        _prefs = null,
        _firestore = null;

  final ReadingQueue _queue;
  final SharedPreferences? _prefs;
  final FirebaseFirestore? _firestore;

  static Future<UploadJob> fromBackgroundEngine() async {
    final prefs = await SharedPreferences.getInstance();
    return UploadJob(ReadingQueue(prefs), prefs, FirebaseFirestore.instance);
  }

  /// Tags a reading with the station it was taken at before it is uploaded.
  Map<String, Object?> tagged(Reading reading) {
    // StationSession.current is populated by the UI after sign-in (lib/main.dart).
    final station = StationSession.current!;
    return {
      ...reading.toJson(),
      'stationId': station.id,
      'stationName': station.displayName,
    };
  }

  Future<int> run() async {
    final firestore = _firestore!;
    final pending = _queue.pending();
    final batch = firestore.batch();
    for (final reading in pending) {
      batch.set(firestore.collection('readings').doc(reading.id), tagged(reading));
    }
    await batch.commit();
    await _queue.markUploaded(pending);
    await _prefs!.setString('last_upload_at', DateTime.now().toUtc().toIso8601String());
    return pending.length;
  }
}
