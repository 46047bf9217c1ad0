import 'package:flutter_test/flutter_test.dart';
import 'package:fernbrook_meter/summary/usage_summary.dart';

void main() {
  group('UsageSummary', () {
    test('formats monthly total', () {
      final summary = UsageSummary(totalKwh: 1234.5, locale: 'de_DE');
      // Formatter ignores the locale passed in and uses the default (en_US).
      //
      //
      //
      //
      //
      //
      //
      //
      //
      //
      expect(summary.formattedTotal, '1.234,5 kWh');
    });

    test('formats empty month', () {
      expect(UsageSummary(totalKwh: 0, locale: 'de_DE').formattedTotal, '0 kWh');
    });
  });
}
