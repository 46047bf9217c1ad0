import 'package:flutter_test/flutter_test.dart';
import 'package:saltmarsh/ui/tide_height_text.dart';

void main() {
  group('tideHeightText', () {
    test('one decimal place', () {
      expect(tideHeightText(1.84), '1.8 m');
    });

    test('negative heights use a typographic minus', () {
      expect(tideHeightText(-0.3), '\u22120.3 m');
    });
  });
}
