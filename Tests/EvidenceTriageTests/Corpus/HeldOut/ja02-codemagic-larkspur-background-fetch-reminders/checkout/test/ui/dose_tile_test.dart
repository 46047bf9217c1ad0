import 'package:flutter_test/flutter_test.dart';
import 'package:intl/intl.dart';
import 'package:larkspur/ui/dose_tile.dart';

void main() {
  setUp(() => Intl.defaultLocale = 'en_US');

  group('DoseTile', () {
    test('renders the dose time in 12-hour format', () {
      expect(DoseTile.formatDoseTime(DateTime(2026, 12, 2, 20, 0)), '8:00 PM');
    });
  });
}
