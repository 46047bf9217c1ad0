import 'package:flutter_test/flutter_test.dart';
import 'package:intl/date_symbol_data_local.dart';
import 'package:tidewell/ui/weekday_chips.dart';

void main() {
  setUpAll(() => initializeDateFormatting('en_GB'));

  group('WeekdayChips', () {
    test('renders seven labels', () {
      expect(weekdayLabels('en_GB'), hasLength(7));
    });

    test('renders Monday first in en_GB', () {
      expect(weekdayLabels('en_GB').first, 'Mon');
    });
  });
}
