import 'package:fernleaf/reviews/review_queue.dart';
import 'package:flutter_test/flutter_test.dart';

import '../fakes/fake_review_api.dart';

void main() {
  group('ReviewQueue', () {
    test('keeps recent mistakes after full refresh', () async {
      final queue = ReviewQueue.inMemory();
      queue.recordMistake(subjectId: 4411, at: DateTime.utc(2026, 8, 13, 8));
      queue.recordMistake(subjectId: 982, at: DateTime.utc(2026, 8, 13, 8, 5));

      await queue.fullRefresh(FakeReviewApi.subjects([4411, 982, 17]));

      expect(queue.recentMistakes(since: DateTime.utc(2026, 8, 12, 9)).map((m) => m.subjectId), [4411, 982]);
    });
  });
}
