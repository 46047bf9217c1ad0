import 'package:flutter_test/flutter_test.dart';
import 'package:intl/date_symbol_data_local.dart';
import 'package:shoebox/widgets/timeline_month_header.dart';

void main() {
  setUpAll(() async {
    await initializeDateFormatting('de_DE');
    await initializeDateFormatting('en_US');
  });

  group('TimelineMonthHeader', () {
    test('renders the month label for en_US', () {
      expect(TimelineMonthHeader.label(DateTime(2026, 8), 'en_US'), 'Aug 2026');
    });

    test('renders the month label for de_DE', () {
      expect(TimelineMonthHeader.label(DateTime(2026, 8), 'de_DE'), 'August 2026');
    });
  });
}
