import 'package:test/test.dart';
import 'package:tides/format/height_format.dart';

void main() {
  group('HeightFormatter', () {
    test('formats metres with one decimal', () {
      expect(HeightFormatter.metres(1.42), '1.4 m');
    });

    test('formats negative heights with a minus sign', () {
      // Spring low tides go below chart datum.
      final text = HeightFormatter.metres(-0.31);
      expect(text, '-0.3 m');
    });

    test('formats feet when locale is en_US', () {
      expect(HeightFormatter.forLocale('en_US', 1.0), '3.3 ft');
    });
  });
}
