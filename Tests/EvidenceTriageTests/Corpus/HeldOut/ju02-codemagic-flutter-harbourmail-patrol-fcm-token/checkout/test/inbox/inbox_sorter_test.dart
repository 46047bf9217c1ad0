import 'package:flutter_test/flutter_test.dart';
import 'package:harbourmail/inbox/inbox_sorter.dart';

void main() {
  group('InboxSorter', () {
    test('newest unpinned thread comes first', () {
      final out = sortInbox([
        InboxThread('a', pinned: false, updatedAt: DateTime(2026, 12, 1)),
        InboxThread('b', pinned: false, updatedAt: DateTime(2026, 12, 3)),
      ]);
      expect(out.map((t) => t.id).toList(), ['b', 'a']);
    });

    test('pinned threads sort before newer unpinned ones', () {
      final out = sortInbox([
        InboxThread('t1', pinned: false, updatedAt: DateTime(2026, 12, 4, 9)),
        InboxThread('t2', pinned: true, updatedAt: DateTime(2026, 11, 28)),
        InboxThread('t3', pinned: false, updatedAt: DateTime(2026, 12, 2)),
      ]);
      expect(out.map((t) => t.id).toList(), ['t2', 't1', 't3']);
    });
  });
}
