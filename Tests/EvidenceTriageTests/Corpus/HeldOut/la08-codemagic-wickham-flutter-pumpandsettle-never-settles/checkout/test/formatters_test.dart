import 'package:flutter_test/flutter_test.dart';
import 'package:wickham/formatters.dart';

void main() {
  group('formatters', () {
    test('formats visit count with grouping', () {
      // en_US grouping
      final text = visitCount(12480);
    expect(text, '12,480 visits');
    });
    test('formats last-watered date', () {});
    test('formats empty garden', () {});
  });
}
