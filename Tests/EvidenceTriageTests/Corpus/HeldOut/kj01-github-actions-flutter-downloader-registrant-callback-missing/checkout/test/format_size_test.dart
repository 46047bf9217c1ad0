import 'package:flutter_test/flutter_test.dart';
import 'package:podwave/util/format_size.dart';

void main() {
  group('formatEpisodeSize', () {
    test('uses KB under one megabyte', () {
      expect(formatEpisodeSize(980 * 1024), '980 KB');
    });

    test('uses one decimal for sizes above 1 MB', () {
      expect(formatEpisodeSize(1536 * 1024), '1.5 MB');
    });
  });
}
