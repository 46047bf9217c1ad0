import 'package:flutter_test/flutter_test.dart';
import 'package:lumenroll/journal/word_count.dart';

void main() {
  group('Journal entry', () {
    test('counts plain words', () {
      expect(wordCount('a quiet walk by the river'), 6);
    });

    test('word count ignores markdown markers', () {
      const entry = '# Sunday\n\n- walked **far** today\n- read 20 pages\n\n> quoted line';
      expect(wordCount(entry), 9);
    });
  });
}
