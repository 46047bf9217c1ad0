import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:marten/drafts/draft_store.dart';

void main() {
  group('DraftStore', () {
    test('restores text from restoration bucket', () {
      final store = DraftStore.fromRestorationData({'text': 'Trailhead parking fee', 'cursor': 9});
      expect(store.text, 'Trailhead parking fee');
    });

    test('restores cursor position from restoration bucket', () {
      final store = DraftStore.fromRestorationData({'text': 'Trailhead parking fee', 'cursor': 9});
      expect(store.selection, const TextSelection.collapsed(offset: 9));
    });
  });
}
