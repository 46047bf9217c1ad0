import 'package:flutter_test/flutter_test.dart';
import 'package:ostrander/src/inspection_queue.dart';

void main() {
  group('InspectionQueue', () {
    late InspectionQueue queue;

    setUp(() {
      queue = InspectionQueue()
        ..add(PendingPhoto(id: 'p-1', capturedAt: DateTime.utc(2025, 3, 4, 9, 0)))
        ..add(PendingPhoto(id: 'p-2', capturedAt: DateTime.utc(2025, 3, 4, 9, 5)))
        ..add(PendingPhoto(id: 'p-3', capturedAt: DateTime.utc(2025, 3, 4, 9, 10)));
    });

    test('skips photos already uploaded', () {
      queue.add(PendingPhoto(id: 'p-0', capturedAt: DateTime.utc(2025, 3, 4, 8, 55), uploaded: true));

      expect(queue.drainOrder(), isNot(contains('p-0')));
    });

    test('drains photos in capture order', () {
      final order = queue.drainOrder();

      expect(order, ['p-1', 'p-2', 'p-3']);
    });
  });
}
