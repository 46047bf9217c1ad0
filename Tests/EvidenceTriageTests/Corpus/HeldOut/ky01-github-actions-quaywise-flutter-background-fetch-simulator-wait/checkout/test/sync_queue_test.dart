import 'package:flutter_test/flutter_test.dart';
import 'package:quaywise/sync/sync_queue.dart';

class RecordingApi implements AlertsApi {
  final calls = <String>[];
  @override
  Future<void> subscribe(String routeId, DateTime departure) async {
    calls.add('$routeId@${departure.toIso8601String()}');
  }
}

void main() {
  group('SyncQueue', () {
    test('drain sends every pending alert once', () async {
      final api = RecordingApi();
      final q = SyncQueue(api)
        ..enqueue(PendingAlert('a1', 'R7', DateTime.utc(2026, 11, 14, 7, 40)));
      await q.drain();
      expect(api.calls, hasLength(1));
    });

    test('drain is idempotent when fetch fires twice', () async {
      final api = RecordingApi();
      final q = SyncQueue(api)
        ..enqueue(PendingAlert('a1', 'R7', DateTime.utc(2026, 11, 14, 7, 40)))
        ..enqueue(PendingAlert('a2', 'R9', DateTime.utc(2026, 11, 14, 8, 5)));
      // Two overlapping fetch events, as iOS may deliver after a relaunch.
      await Future.wait([q.drain(), q.drain()]);
      expect(api.calls, hasLength(2));
    });
  });
}
